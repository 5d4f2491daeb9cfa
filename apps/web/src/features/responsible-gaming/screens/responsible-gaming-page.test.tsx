import type { Dictionaries } from '@meridian/contract/dictionaries';
import type { RgState } from '@meridian/contract/responsible-gaming';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { useAuthStore } from '../../../shared/session/auth.store';
import { buildWallet, testCurrencies } from '../../../shared/wallets/wallets.test-data';
import { envelope, queryCalls, type Route, stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries, renderApp } from '../../../test/render-app';
import { buildUser, signInForTest } from '../../../test/signed-in';
import { buildActivity, buildLimit, buildRgState } from '../test/responsible-gaming.factory';
import { setUpResponsibleGamingTests } from '../test/responsible-gaming-test-setup';

// The screen and its popups load lazily: room for the first waits on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const nowS = () => Math.floor(Date.now() / 1000);

const euros = buildWallet({ id: 31, name: 'EUR', currency_id: 1, balance: 5000, is_default: true });
const dollars = buildWallet({ id: 32, name: 'USD', currency_id: 2, balance: 1000 });
const dictionaries: Dictionaries = { ...emptyDictionaries, currencies: testCurrencies };

function renderPage(routes: Record<string, Route | Record<string, unknown>>) {
  signInForTest();
  const fetchMock = stubFetch({
    '/user/profile': { user: buildUser({ id: 7 }) },
    '/user/balance': { list: [euros, dollars] },
    '/user/responsible-gaming/activity': buildActivity(),
    ...routes,
  });
  const view = renderApp('/profile/responsible-gaming');
  view.queryClient.setQueryData(dictionariesQueryOptions().queryKey, dictionaries);
  return { ...view, fetchMock };
}

/** A route answering the state on GET, and `onPut` (or `onPost`) for changes. */
function stateRoute(state: () => RgState): Route {
  return (_url, init) => (init.method === undefined || init.method === 'GET' ? envelope(state()) : undefined);
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === `/api/v1${path}` && init?.method === method,
  );

const row = (name: string) => screen.findByRole('listitem', { name });

describe('responsible gaming page', { timeout: 60_000 }, () => {
  setUpResponsibleGamingTests();

  it('shows each limit with its amount, what is used, and a waiting raise or removal counting down', async () => {
    const state = buildRgState({
      limits: [
        buildLimit({ kind: 'deposit', period: 'day', amount: 5000, used: 2000 }),
        buildLimit({
          kind: 'deposit',
          period: 'week',
          amount: 6000,
          used: 0,
          pending: { amount: 9000, effective_at: nowS() + 86_390 },
        }),
        buildLimit({ kind: 'wager', period: 'month', amount: 100000, used: 100000, pending: null }),
        buildLimit({
          kind: 'loss',
          period: 'day',
          amount: 3000,
          used: 500,
          pending: { amount: null, effective_at: nowS() + 3_600 },
        }),
        buildLimit({ kind: 'session', period: null, currency_id: null, amount: 120, used: 35 }),
      ],
    });
    renderPage({ '/user/responsible-gaming': stateRoute(() => state) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    const daily = await row('Daily deposit limit');
    expect(daily.textContent).toContain('€50.00');
    const bar = within(daily).getByRole('progressbar', { name: 'Daily deposit limit used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2000');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(bar.getAttribute('aria-valuetext')).toBe('€20.00 of €50.00 used');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
    expect(within(daily).getByRole('button', { name: 'Change: Daily deposit limit' })).toBeTruthy();
    expect(within(daily).getByRole('button', { name: 'Remove: Daily deposit limit' })).toBeTruthy();

    const weekly = await row('Weekly deposit limit');
    expect(weekly.textContent).toMatch(/Raises to €90\.00 in 23:59:[45]\d/);
    expect(weekly.querySelector('time')?.getAttribute('dateTime')).toMatch(/^P0DT23H59M\d+S$/);
    expect(within(weekly).getByRole('button', { name: 'Keep current: Weekly deposit limit' })).toBeTruthy();

    const loss = await row('Daily loss limit');
    expect(loss.textContent).toMatch(/Removed in 0[01]:\d\d:\d\d/);
    // A removal is already waiting: nothing more to remove.
    expect(within(loss).queryByRole('button', { name: /^Remove/ })).toBeNull();

    const wager = await row('Monthly wager limit');
    expect(
      within(wager).getByRole('progressbar', { name: 'Monthly wager limit used' }).getAttribute('aria-valuetext'),
    ).toBe('€1,000.00 of €1,000.00 used');

    const session = await row('Session time limit');
    expect(session.textContent).toContain('2 h');
    expect(session.textContent).toContain('35 min of 2 h used');

    const unset = await row('Monthly deposit limit');
    expect(unset.textContent).toContain('No limit');
    expect(within(unset).getByRole('button', { name: 'Set limit: Monthly deposit limit' })).toBeTruthy();
    expect(screen.getByText(/Raising a limit or removing it takes effect 24 hours later/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Responsible gaming policy' }).getAttribute('href')).toBe(
      '/terms/responsible-gaming-policy',
    );
    expect(screen.getByRole('link', { name: 'Self-exclusion policy' }).getAttribute('href')).toBe(
      '/terms/self-exclusion-policy',
    );
  });

  it('sets a limit in the chosen currency with the amount in minor units', async () => {
    let state = buildRgState();
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() => state),
      '/user/responsible-gaming/limits': (_url, init) => {
        const body = bodyOf(init);
        state = buildRgState({ limits: [buildLimit({ ...body, used: 0 })] });
        return envelope(state);
      },
    });
    const limits = await screen.findByRole('region', { name: 'Limits' });
    fireEvent.change(within(limits).getByRole('combobox', { name: 'Currency' }), { target: { value: '2' } });
    fireEvent.click(
      await row('Daily loss limit').then((item) => within(item).getByRole('button', { name: /^Set limit/ })),
    );
    const field = await screen.findByRole('textbox', { name: 'Daily loss limit' });
    expect(document.activeElement).toBe(field);
    fireEvent.input(field, { target: { value: '25,50' } });
    fireEvent.click(within(await row('Daily loss limit')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Daily loss limit: $25.50 from now on.')).toBeTruthy();
    const puts = callsTo(fetchMock, '/user/responsible-gaming/limits', 'PUT');
    expect(puts.map(([, init]) => bodyOf(init))).toEqual([
      { kind: 'loss', period: 'day', currency_id: 2, amount: 2550 },
    ]);
    const saved = await row('Daily loss limit');
    await waitFor(() => expect(saved.textContent).toContain('$25.50'));
    expect(within(saved).queryByRole('textbox')).toBeNull();
    // Focus goes back to the button that opened the field.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(saved).getByRole('button', { name: 'Change: Daily loss limit' })),
    );
  });

  it('checks the amount before sending, and shows the server’s field error under the field', async () => {
    const message = 'A limit can be at most €1,000,000.';
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() => buildRgState()),
      '/user/responsible-gaming/limits': () => envelope(null, 422, 'ValidationError', message, { amount: [message] }),
    });
    fireEvent.click(within(await row('Weekly wager limit')).getByRole('button', { name: /^Set limit/ }));
    const field = await screen.findByRole('textbox', { name: 'Weekly wager limit' });
    const save = within(await row('Weekly wager limit')).getByRole('button', { name: 'Save' });

    fireEvent.input(field, { target: { value: 'fifty' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount such as 50 or 50.50.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(field, { target: { value: '10.505' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Use at most 2 decimal places.');
    expect(callsTo(fetchMock, '/user/responsible-gaming/limits', 'PUT')).toHaveLength(0);

    fireEvent.input(field, { target: { value: '5000000' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(callsTo(fetchMock, '/user/responsible-gaming/limits', 'PUT').map(([, init]) => bodyOf(init))).toEqual([
      { kind: 'wager', period: 'week', currency_id: 1, amount: 500000000 },
    ]);
    expect(screen.getByRole('textbox', { name: 'Weekly wager limit' })).toBe(field);
  });

  it('removes a limit and keeps one after all, and sets the session limit in minutes', async () => {
    let state = buildRgState({ limits: [buildLimit({ kind: 'deposit', period: 'day', amount: 5000 })] });
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() => state),
      '/user/responsible-gaming/limits': (_url, init) => {
        const body = bodyOf(init);
        if (body.kind === 'session') {
          state = {
            ...state,
            limits: [
              ...state.limits,
              buildLimit({ kind: 'session', period: null, currency_id: null, amount: body.amount }),
            ],
          };
        } else {
          const pending = body.amount === null ? { amount: null, effective_at: nowS() + 86_400 } : null;
          state = { ...state, limits: [buildLimit({ kind: 'deposit', period: 'day', amount: 5000, pending })] };
        }
        return envelope(state);
      },
    });
    fireEvent.click(
      within(await row('Daily deposit limit')).getByRole('button', { name: 'Remove: Daily deposit limit' }),
    );
    expect(await screen.findByText('Daily deposit limit: removed in 24 hours.')).toBeTruthy();
    await waitFor(async () =>
      expect((await row('Daily deposit limit')).textContent).toMatch(/Removed in 2[34]:\d\d:\d\d/),
    );

    fireEvent.click(
      within(await row('Daily deposit limit')).getByRole('button', { name: 'Keep current: Daily deposit limit' }),
    );
    expect(await screen.findByText('Daily deposit limit: stays at €50.00.')).toBeTruthy();

    fireEvent.click(
      within(await row('Session time limit')).getByRole('button', { name: 'Set limit: Session time limit' }),
    );
    const minutes = await screen.findByRole('textbox', { name: 'Session time limit' });
    fireEvent.input(minutes, { target: { value: '10' } });
    fireEvent.click(within(await row('Session time limit')).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter 15 to 1440 minutes.');
    fireEvent.input(minutes, { target: { value: '90' } });
    fireEvent.click(within(await row('Session time limit')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Session time limit: 1 h 30 min from now on.')).toBeTruthy();

    expect(callsTo(fetchMock, '/user/responsible-gaming/limits', 'PUT').map(([, init]) => bodyOf(init))).toEqual([
      { kind: 'deposit', period: 'day', currency_id: 1, amount: null },
      { kind: 'deposit', period: 'day', currency_id: 1, amount: 5000 },
      { kind: 'session', amount: 90 },
    ]);
  });

  it('saves how often the reality check comes', async () => {
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() => buildRgState()),
      '/user/responsible-gaming/reality-check': (_url, init) =>
        envelope(buildRgState({ reality_check_minutes: bodyOf(init).minutes })),
    });
    const section = await screen.findByRole('region', { name: 'Reality check' });
    const select = within(section).getByRole('combobox', { name: 'How often' });
    expect((select as HTMLSelectElement).value).toBe('off');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Off',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 45 minutes',
      'Every hour',
      'Every 90 minutes',
      'Every 2 hours',
    ]);
    fireEvent.change(select, { target: { value: '30' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You will get a reality check every 30 minutes.')).toBeTruthy();
    expect(callsTo(fetchMock, '/user/responsible-gaming/reality-check', 'PUT').map(([, init]) => bodyOf(init))).toEqual(
      [{ minutes: 30 }],
    );
    await waitFor(() =>
      expect((within(section).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('takes a time-out after the confirmation says what happens, then signs out to the top page', async () => {
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() => buildRgState()),
      '/user/responsible-gaming/exclusion': (_url, init) => (init.method === 'POST' ? envelope(null) : undefined),
      '/content/banners': { list: [] },
    });
    const form = await screen.findByRole('form', { name: 'Time-out' });
    fireEvent.click(within(form).getByRole('radio', { name: '1 week' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Take a time-out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Break' });
    expect(dialog.textContent).toContain('You are about to take a time-out of 1 week, until');
    expect(dialog.textContent).toContain('You are signed out on every device right away.');
    expect(dialog.textContent).toContain('Bets you have already placed stay open and settle as usual.');
    expect(dialog.textContent).toContain('withdraw your balance');
    expect(callsTo(fetchMock, '/user/responsible-gaming/exclusion', 'POST')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the time-out' }));
    const notice = await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(notice.textContent).toContain('You are signed out. Your time-out ends on');
    expect(callsTo(fetchMock, '/user/responsible-gaming/exclusion', 'POST').map(([, init]) => bodyOf(init))).toEqual([
      { kind: 'timeout', days: 7 },
    ]);
    expect(useAuthStore.getState().isAuthorized).toBe(false);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('asks for a typed number of days, and keeps the player in when the server refuses a shorter break', async () => {
    const refusal = 'A break already runs until later: it can be made longer, not shorter.';
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() =>
        buildRgState({
          exclusion: { kind: 'timeout', started_at: nowS() - 60, ends_at: nowS() + 20 * 86_400, linked: false },
        }),
      ),
      '/user/responsible-gaming/exclusion': () => envelope(null, 422, 'ValidationError', refusal, { kind: [refusal] }),
    });
    expect((await screen.findByRole('region', { name: 'Your break is in force' })).textContent).toContain(
      'You are on a time-out until',
    );
    const form = await screen.findByRole('form', { name: 'Time-out' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Number of days' }));
    const days = within(form).getByRole('textbox', { name: 'Days' });
    fireEvent.input(days, { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take a time-out' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter 1 to 42 days.');
    fireEvent.input(days, { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take a time-out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Break' });
    expect(dialog.textContent).toContain('time-out of 3 days');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the time-out' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(callsTo(fetchMock, '/user/responsible-gaming/exclusion', 'POST').map(([, init]) => bodyOf(init))).toEqual([
      { kind: 'timeout', days: 3 },
    ]);
    expect(useAuthStore.getState().isAuthorized).toBe(true);
  });

  it('self-excludes for good only after a confirmation that it cannot be undone', async () => {
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() => buildRgState()),
      '/user/responsible-gaming/exclusion': () => envelope(null),
      '/content/banners': { list: [] },
    });
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['6 months', '1 year', '2 years', '5 years', 'Permanently']);
    fireEvent.click(within(form).getByRole('radio', { name: 'Permanently' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Break' });
    expect(dialog.textContent).toContain('You are about to exclude yourself permanently.');
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).toContain('any other account of yours is excluded at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/user/responsible-gaming/exclusion', 'POST')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Your Break' })).getByRole('button', {
        name: 'Exclude me',
      }),
    );
    expect((await screen.findByRole('dialog', { name: 'Your break has started' })).textContent).toContain(
      'Your self-exclusion is permanent.',
    );
    expect(callsTo(fetchMock, '/user/responsible-gaming/exclusion', 'POST').map(([, init]) => bodyOf(init))).toEqual([
      { kind: 'self_exclusion', months: null },
    ]);
    expect(useAuthStore.getState().isAuthorized).toBe(false);
  });

  it('says a self-exclusion taken on another account covers this one, and until when', async () => {
    renderPage({
      '/user/responsible-gaming': stateRoute(() =>
        buildRgState({
          exclusion: { kind: 'self_exclusion', started_at: nowS() - 60, ends_at: nowS() + 180 * 86_400, linked: true },
        }),
      ),
      '/content/banners': { list: [] },
    });
    const notice = await screen.findByRole('region', { name: 'Your self-exclusion covers this account' });
    expect(notice.textContent).toContain('You excluded yourself from play on another account until');
    expect(notice.textContent).toContain('so it applies to this one too');
  });

  it('draws the statement’s net result as bars and lists every number in a table, by the group chosen', async () => {
    const { fetchMock } = renderPage({
      '/user/responsible-gaming': stateRoute(() => buildRgState()),
      '/user/responsible-gaming/activity': (url) =>
        url.searchParams.get('group') === 'week'
          ? envelope(
              buildActivity({
                group: 'week',
                list: [{ period: '2026-05-04', deposits: 0, withdrawals: 0, stakes: 1000, net: -1000 }],
              }),
            )
          : envelope(buildActivity()),
    });
    const chart = await screen.findByRole('img', { name: /^Net result by day, May 10 to May 12\./ });
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    expect(bars[0]?.querySelector('title')?.textContent).toBe('May 10: +€25.00');
    expect(bars[1]?.querySelector('title')?.textContent).toBe('May 11: -€40.00');

    const table = screen.getByRole('table', { name: 'Activity statement in EUR' });
    const rows = within(table)
      .getAllByRole('row')
      .map((item) => [...item.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Period', 'Deposits', 'Withdrawals', 'Stakes', 'Net result'],
      ['May 10', '€100.00', '€0.00', '€40.00', '+€25.00'],
      ['May 11', '€0.00', '€50.00', '€60.00', '-€40.00'],
      ['May 12', '€0.00', '€0.00', '€0.00', '€0.00'],
    ]);

    const groups = screen.getByRole('group', { name: 'Group by' });
    fireEvent.click(within(groups).getByRole('button', { name: 'Week' }));
    expect(
      await screen.findByRole('img', { name: /^Net result by week, Week of May 4 to Week of May 4\./ }),
    ).toBeTruthy();
    expect(within(groups).getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(queryCalls(fetchMock, '/user/responsible-gaming/activity')).toEqual([
      { group: 'day', currency_id: '1', count: '14' },
      { group: 'week', currency_id: '1', count: '12' },
    ]);
  });

  it('says when the statement is empty, and retries a statement that failed', async () => {
    let fail = true;
    renderPage({
      '/user/responsible-gaming': stateRoute(() => buildRgState()),
      '/user/responsible-gaming/activity': () =>
        fail ? envelope(null, 400, 'BadRequest', 'no') : envelope(buildActivity({ list: [] })),
    });
    const section = await screen.findByRole('region', { name: 'Activity statement' });
    expect((await within(section).findByRole('alert')).textContent).toContain('The statement could not be loaded.');
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No activity in this period')).toBeTruthy();
  });

  it('offers a retry when the limits fail to load', async () => {
    let fail = true;
    renderPage({
      '/user/responsible-gaming': () =>
        fail ? envelope(null, 400, 'BadRequest', 'no') : envelope(buildRgState({ limits: [buildLimit()] })),
    });
    const failure = (await screen.findByText('Your limits could not be loaded.')).closest('[role="alert"]');
    expect(failure).toBeTruthy();
    fail = false;
    fireEvent.click(within(failure as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await row('Daily deposit limit')).toBeTruthy();
  });
});
