import type { BuilderAnswer } from '@meridian/contract/bet-builder';
import type { BetMakeResult } from '@meridian/contract/bets';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { type BetSlipItem, useBetSlipStore } from '../../../shared/betslip/betslip.store';
import type { AcceptOddSetting } from '../../../shared/betslip/odds-change';
import { newSlipBuilder } from '../../../shared/betslip/slip-builder';
import { buildWallet, usd } from '../../../test/bet.factory';
import { envelope, type Route, type stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';
import { findSlipRegion, selectionOf, setUpSlipTests, slipItem, slipRegion } from '../test/slip.setup';

configure({ asyncUtilTimeout: 5000 });

const wallet = buildWallet();
const homeWin = slipItem(7, 71, 1850, { marketId: 70, marketName: 'Match Result', name: 'Rovers' });
const over = slipItem(7, 81, 1900, { marketId: 80, marketName: 'Total 2.5', name: 'Over 2.5' });

function seedBuilder(odds: number, others: BetSlipItem[] = [], acceptOddSetting: AcceptOddSetting = 'accept_any') {
  useBetSlipStore.setState({
    items: others,
    builder: newSlipBuilder([homeWin, over], odds),
    amount: '',
    acceptOddSetting,
  });
}

const quote = (odds: number | null, error: string | null = null): BuilderAnswer => ({
  available: true,
  odds,
  refusal: odds === null ? 'not_offered' : null,
  error,
  conflicting: [],
  markets: [70, 80],
});

/** `/bets/builder` answering the prices in turn (the last one from then on), recording the bodies. */
function builderRoute(prices: BuilderAnswer[], asked: unknown[]): Route {
  return (_url, init) => {
    asked.push(JSON.parse(String(init.body)));
    return envelope(prices[Math.min(asked.length - 1, prices.length - 1)]);
  };
}

function bodiesOf(fetchMock: ReturnType<typeof stubFetch>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

const placeButton = () => within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' });

setUpSlipTests();

describe('a bet builder in the slip', { timeout: 20_000 }, () => {
  it('is one selection with its match, its parts and its price, placed alone as a bet builder at that price', async () => {
    seedBuilder(3400);
    const asked: unknown[] = [];
    const { fetchMock, queryClient } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/builder': builderRoute([quote(3400)], asked),
      '/bets/make': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { bet_uuid: string };
        const accepted: BetMakeResult = { wait_time: 0, bet_uuid: body.bet_uuid, error: null, bet_id: 77, events: [] };
        return envelope(accepted);
      },
    });
    queryClient.setQueryData(dictionariesQueryOptions().queryKey, { ...emptyDictionaries, currencies: [usd] });
    const region = await findSlipRegion();
    expect(within(region).getByRole('tab', { name: 'Bet slip (1)' })).toBeTruthy();
    const card = within(region).getByTestId('slip-builder');
    expect(card.textContent).toContain('Home 7 - Away 7');
    expect(card.textContent).toContain('Bet builder');
    const parts = within(card).getByRole('list', { name: 'Selections of the bet builder' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Match Result · Full time: Rovers', 'Total 2.5 · Full time: Over 2.5']);
    expect(within(card).getByTestId('slip-builder-odds').textContent).toBe('3.40');
    expect(within(region).getByRole('tab', { name: 'Single' }).getAttribute('aria-selected')).toBe('true');
    expect(within(region).getByRole<HTMLButtonElement>('tab', { name: 'Accumulator' }).disabled).toBe(true);
    await waitFor(() =>
      expect(asked).toContainEqual({
        match_id: 7,
        selections: [
          { market_id: 70, outcome_id: 71 },
          { market_id: 80, outcome_id: 81 },
        ],
      }),
    );

    fireEvent.input(within(region).getByRole('textbox', { name: 'Stake' }), { target: { value: '10' } });
    expect(within(region).getByTestId('possible-win').textContent).toBe('$34.00');
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(await screen.findByText('Your bet has been accepted')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/bets/make')[0]).toMatchObject({
      bet_type: 4,
      amount: 1000,
      builder_odds: 3400,
      check_odds: 2,
      events: [
        { id: 7, market_id: 70, outcome_id: 71, odds: 1850, is_live: false },
        { id: 7, market_id: 80, outcome_id: 81, odds: 1900, is_live: false },
      ],
    });
    expect(within(slipRegion()).getByText('Bet slip is empty')).toBeTruthy();
    expect(useBetSlipStore.getState().builder).toBeNull();
  });

  it('asks about a moved price under always ask, and takes it once accepted', async () => {
    seedBuilder(3400, [], 'always_ask');
    const asked: unknown[] = [];
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/builder': builderRoute([quote(3650)], asked),
    });
    const region = await findSlipRegion();
    const card = within(region).getByTestId('slip-builder');
    const accept = await within(card).findByRole('button', {
      name: 'Accept odds change for the bet builder of Home 7 - Away 7',
    });
    expect(within(card).getByText('3.40')).toBeTruthy();
    expect(within(card).getByText('Odds changed from 3.40 to 3.65')).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
    fireEvent.click(accept);
    expect(within(card).getByTestId('slip-builder-odds').textContent).toBe('3.65');
    expect(useBetSlipStore.getState().builder?.odds).toBe(3650);
  });

  it('holds a builder the builder no longer prices, with its reason', async () => {
    seedBuilder(3400);
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/builder': builderRoute([quote(null, 'A selection is not on offer now')], []),
    });
    const region = await findSlipRegion();
    expect(await within(region).findByText('A selection is not on offer now')).toBeTruthy();
    fireEvent.input(within(region).getByRole('textbox', { name: 'Stake' }), { target: { value: '10' } });
    expect(placeButton().disabled).toBe(true);
  });

  it('says an accumulator cannot hold it with other selections, and places nothing until one side goes', async () => {
    const other = slipItem(2, 21, 2000);
    seedBuilder(3400, [other]);
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/builder': builderRoute([quote(3400)], []),
      '/bets/update': () => envelope({ amount_max: 50_000, free_bets: [], events: [selectionOf(other)] }),
    });
    const region = await findSlipRegion();
    expect(within(region).getByRole('tab', { name: 'Bet slip (2)' })).toBeTruthy();
    expect(within(region).getByRole<HTMLButtonElement>('tab', { name: 'Accumulator' }).disabled).toBe(true);
    expect(within(region).getByRole<HTMLButtonElement>('tab', { name: 'Single' }).disabled).toBe(true);
    const alone = within(region).getByText(/A bet builder is placed on its own/);
    fireEvent.input(within(region).getByRole('textbox', { name: 'Stake' }), { target: { value: '10' } });
    expect(placeButton().disabled).toBe(true);
    expect(placeButton().getAttribute('aria-describedby')).toBe(alone.id);
    expect(within(region).queryByTestId('total-odds')).toBeNull();

    fireEvent.click(within(region).getByRole('button', { name: 'Remove Pick 21 (Match Result) from the bet slip' }));
    expect(within(region).queryByText(/A bet builder is placed on its own/)).toBeNull();
    await waitFor(() => expect(placeButton().disabled).toBe(false));

    fireEvent.click(
      within(region).getByRole('button', { name: 'Remove the bet builder of Home 7 - Away 7 from the bet slip' }),
    );
    expect(within(slipRegion()).getByText('Bet slip is empty')).toBeTruthy();
  });
});
