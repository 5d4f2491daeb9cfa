import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { presetRange, rangeToUnix } from '../../../shared/date-range/date-range';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { buildBet, buildBets, buildLeg, usd } from '../../../test/bet.factory';
import { envelope, queryCalls } from '../../../test/fetch-stub';
import { stubEndInView } from '../../../test/in-view';
import { emptyDictionaries } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';
import { useHistoryFilterStore } from '../store/history-filter.store';
import { buildTransaction } from '../test/history.factory';

// Screens and popups load lazily: give queries room on a busy machine (two cores, many workers).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  useHistoryFilterStore.getState().reset();
  usePopupStore.setState({ stack: [] });
});

/** The app at /profile/history with dollars in the dictionaries. */
function renderHistory(path: string, routes: Parameters<typeof renderSignedIn>[1]) {
  const rendered = renderSignedIn(path, routes);
  rendered.queryClient.setQueryData(dictionariesQueryOptions().queryKey, { ...emptyDictionaries, currencies: [usd] });
  return rendered;
}

const betsList = () => screen.findByRole('list', { name: 'Your bets' });

describe('history page: bets', { timeout: 60_000 }, () => {
  it('lists the bets of the last 7 days with type, stake, odds, status and win', async () => {
    const { fetchMock } = renderHistory('/profile/history', {
      '/bets/history': {
        list: [
          buildBet({ id: 12, status: 2, amount: 1000, odds: 1850, amount_win: 1850 }),
          buildBet({
            id: 11,
            type: 2,
            status: 1,
            amount: 250,
            odds: 3420,
            possible_win: 855,
            events: [buildLeg(), buildLeg({ id: 502, name: 'City - Town' })],
          }),
        ],
      },
    });
    const list = await betsList();
    const [won, open] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(won?.textContent).toContain('Bet No. 12');
    expect(won?.textContent).toContain('Single');
    expect(won?.textContent).toContain('Won');
    expect(won?.textContent).toContain('Stake$10.00');
    expect(won?.textContent).toContain('Odds1.85');
    expect(won?.textContent).toContain('Paid$18.50');
    expect(open?.textContent).toContain('Accumulator');
    expect(open?.textContent).toContain('2 selections');
    expect(open?.textContent).toContain('Open');
    expect(open?.textContent).toContain('Possible win$8.55');
    expect(queryCalls(fetchMock, '/bets/history')[0]).toEqual({
      feed_type: 'all',
      limit: '10',
      from: String(rangeToUnix(presetRange('last7', new Date())).from),
      to: String(rangeToUnix(presetRange('last7', new Date())).to),
    });
    expect(screen.getByRole('tab', { name: 'Bets' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends the BetFilter choice and says no bets match when the answer is empty', async () => {
    const { fetchMock } = renderHistory('/profile/history', {
      '/bets/history': (url) =>
        envelope({ list: url.searchParams.get('feed_type') === 'all' ? [buildBet({ id: 5 })] : [] }),
    });
    await betsList();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet Filter' });
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Events' })).getByRole('radio', { name: 'Live' }));
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Bet type' })).getByRole('radio', { name: 'Accumulator' }),
    );
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Status' })).getByRole('radio', { name: 'Lost' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Last 14 days' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('No bets match the filter')).toBeTruthy();
    expect(screen.queryByText('You have no bets yet')).toBeNull();
    const range = rangeToUnix(presetRange('last14', new Date()));
    expect(queryCalls(fetchMock, '/bets/history').at(-1)).toEqual({
      feed_type: 'live',
      bet_type: '2',
      status: '3',
      limit: '10',
      from: String(range.from),
      to: String(range.to),
    });
    expect(screen.getByText('Last 14 days · Live · Accumulator · Lost')).toBeTruthy();
  });

  it('says the player has no bets when nothing is filtered', async () => {
    renderHistory('/profile/history', { '/bets/history': { list: [] } });
    expect(await screen.findByText('You have no bets yet')).toBeTruthy();
    expect(screen.queryByText('No bets match the filter')).toBeNull();
  });

  it('loads the next page by last_id after a full page of 10, and stops after a shorter one', async () => {
    stubEndInView();
    const pages: Record<string, ReturnType<typeof buildBets>> = { first: buildBets(10, 100), '91': buildBets(3, 90) };
    const { fetchMock } = renderHistory('/profile/history', {
      '/bets/history': (url) => envelope({ list: pages[url.searchParams.get('last_id') ?? 'first'] ?? [] }),
    });
    const list = await betsList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    // Give a wrong third request its chance before counting.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(queryCalls(fetchMock, '/bets/history').map((query) => query.last_id)).toEqual([undefined, '91']);
  });

  it('offers to ask again when the next page fails, and continues', async () => {
    stubEndInView();
    let failNext = true;
    renderHistory('/profile/history', {
      '/bets/history': (url) => {
        if (!url.searchParams.get('last_id')) return envelope({ list: buildBets(10, 100) });
        return failNext ? envelope(null, 500, 'InternalError', 'x') : envelope({ list: buildBets(3, 90) });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The next entries could not be loaded');
    expect(within(await betsList()).getAllByRole('listitem')).toHaveLength(10);
    failNext = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(within(await betsList()).getAllByRole('listitem')).toHaveLength(13));
  });

  it('does not ask for more after a first page shorter than 10', async () => {
    stubEndInView();
    const { fetchMock } = renderHistory('/profile/history', { '/bets/history': { list: buildBets(9, 50) } });
    const list = await betsList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(queryCalls(fetchMock, '/bets/history')).toHaveLength(1);
  });

  it('shows the tech-error view when the bets fail, and retries', async () => {
    let fail = true;
    renderHistory('/profile/history', {
      '/bets/history': () =>
        fail ? envelope(null, 500, 'InternalError', 'x') : envelope({ list: [buildBet({ id: 77 })] }),
    });
    // The sidebar has its own retry: look in the page's content only.
    const main = screen.getByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Try again' });
    expect(within(main).getByText('Oops, Something Went Wrong. Please Refresh The Page')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Bet No. 77')).toBeTruthy();
  });

  it('opens the BetDetails popup with the coupon on desktop', async () => {
    renderHistory('/profile/history', {
      '/bets/history': {
        list: [
          buildBet({
            id: 31,
            type: 2,
            odds: 3700,
            events: [
              buildLeg({ status_id: 2 }),
              buildLeg({ id: 502, name: 'City - Town', outcome_name: 'Draw', odds: 2000, status_id: 1 }),
            ],
          }),
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Bet No\. 31/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet No. 31' });
    const legs = within(within(dialog).getByRole('region', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs).toHaveLength(2);
    expect(legs[0]?.textContent).toContain('Won');
    expect(legs[1]?.textContent).toContain('City - Town');
    expect(legs[1]?.textContent).toContain('Draw');
    expect(within(dialog).getByText('Total odds')).toBeTruthy();
  });
});

describe('history page: transactions', { timeout: 60_000 }, () => {
  it('keeps the tab in the address and lists amounts with status and reason', async () => {
    renderHistory('/profile/history', {
      '/bets/history': { list: [] },
      '/user/transaction-history': {
        list: [
          buildTransaction({ id: 9, type: 'withdrawal', status_id: 5, amount: 2500, status_reason: 'Card expired' }),
          buildTransaction({ id: 8, type: 'deposit', status_id: 4, amount: 10_000 }),
        ],
      },
    });
    const bets = await screen.findByRole('tab', { name: 'Bets' });
    // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
    fireEvent.keyDown(bets, { key: 'ArrowRight' });
    const list = await screen.findByRole('list', { name: 'Your transactions' });
    expect(screen.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/profile/history?tab=transactions');
    const [withdrawal, deposit] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(withdrawal?.textContent).toContain('Withdrawal');
    expect(withdrawal?.textContent).toContain('Cancelled');
    expect(withdrawal?.textContent).toContain('−$25.00');
    expect(withdrawal?.textContent).toContain('Reason: Card expired');
    expect(deposit?.textContent).toContain('Succeeded');
    expect(deposit?.textContent).toContain('+$100.00');
  });

  it('filters by type and status and pages 15 at a time by last_id', async () => {
    stubEndInView();
    const page = (count: number, firstId: number) =>
      Array.from({ length: count }, (_, index) => buildTransaction({ id: firstId - index }));
    const { fetchMock } = renderHistory('/profile/history?tab=transactions', {
      '/user/transaction-history': (url) => {
        if (url.searchParams.get('type') === 'withdraw') return envelope({ list: [] });
        return envelope({ list: url.searchParams.get('last_id') === '86' ? page(2, 85) : page(15, 100) });
      },
    });
    const list = await screen.findByRole('list', { name: 'Your transactions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(17));
    expect(queryCalls(fetchMock, '/user/transaction-history').map((query) => query.last_id)).toEqual([undefined, '86']);
    expect(queryCalls(fetchMock, '/user/transaction-history')[0]).toMatchObject({ type: 'all', limit: '15' });

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transactions Filter' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Withdrawals' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Refunded' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No transactions match the filter')).toBeTruthy();
    const range = rangeToUnix(presetRange('yesterday', new Date()));
    expect(queryCalls(fetchMock, '/user/transaction-history').at(-1)).toEqual({
      type: 'withdraw',
      status: '6',
      limit: '15',
      from: String(range.from),
      to: String(range.to),
    });
  });

  it('says there are no transactions, and shows the error view with retry', async () => {
    let fail = false;
    renderHistory('/profile/history?tab=transactions', {
      '/user/transaction-history': () => (fail ? envelope(null, 500, 'InternalError', 'x') : envelope({ list: [] })),
    });
    expect(await screen.findByText('You have no transactions yet')).toBeTruthy();
    fail = true;
    fireEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    useHistoryFilterStore.getState().apply('transactions', {
      ...useHistoryFilterStore.getState().transactions,
      type: 'deposit',
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const retry = await within(screen.getByRole('main')).findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No transactions match the filter')).toBeTruthy();
  });

  it('shows bets only while a bonus wallet is in use', async () => {
    renderHistory('/profile/history?tab=transactions', {
      '/user/balance': {
        list: [
          {
            id: 3,
            name: 'USD',
            currency_id: 2,
            balance: 100,
            is_default: true,
            is_hidden: false,
            is_bonus_sport: true,
            is_bonus_casino: false,
          },
        ],
      },
      '/bets/history': { list: [buildBet({ id: 4 })] },
      '/user/transaction-history': { list: [] },
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Transactions' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('tab', { name: 'Bets' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Bet No. 4')).toBeTruthy();
  });
});
