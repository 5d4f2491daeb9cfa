import type { ResultMatch } from '@meridian/contract/events';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { presetRange, rangeToUnix } from '../../../shared/date-range/date-range';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { useResultsFilterStore } from '../store/results-filter.store';

// Pages load lazily and the search waits 500 ms: give queries room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function buildResult(id: number, overrides: Partial<ResultMatch> = {}): ResultMatch {
  return {
    id,
    name: `Rovers ${id} - United`,
    sport_id: 1,
    tournament: { id: 10, name: 'Premier Division', image: '' },
    team_home: { name: `Rovers ${id}`, logo: '' },
    team_away: { name: 'United', logo: '' },
    status_id: 3,
    start_time: 1_750_000_000,
    scores: [
      { part_id: 1, name: 'Full time', home: 2, away: 1 },
      { part_id: 2, name: '1st half', home: 1, away: 0 },
      { part_id: 3, name: '2nd half', home: 1, away: 1 },
    ],
    result: { parts: [{ name: 'Full time', types: [{ name: 'Winner', result: `Rovers ${id}` }] }] },
    has_statistics: false,
    ...overrides,
  };
}

interface ResultsBody {
  sports: number[];
  from: number;
  to: number;
  type: string;
  text?: string;
  limit: number;
  offset: number;
}

function resultsCalls(fetchMock: ReturnType<typeof stubFetch>): ResultsBody[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/events/results') && !String(input).includes('/info'))
    .map(([, init]) => JSON.parse(String(init?.body)) as ResultsBody);
}

/** 50 matches on the first page and 3 on the second, so paging ends after one "Show more". */
function pagedResults(url: URL, init: RequestInit) {
  void url;
  const body = JSON.parse(String(init.body)) as ResultsBody;
  const count = body.offset === 0 ? 50 : 3;
  return envelope({ list: Array.from({ length: count }, (_, index) => buildResult(body.offset + index + 1)) });
}

afterEach(() => {
  useResultsFilterStore.getState().reset();
  useNotificationStore.setState({ notifications: [] });
  usePopupStore.setState({ stack: [] });
});

describe('results page', { timeout: 20_000 }, () => {
  it('loads the last 7 days of every sport, 50 at a time, and shows more on demand', async () => {
    const fetchMock = stubFetch({ '/events/results': pagedResults });
    renderApp('/results');
    const list = await screen.findByRole('region', { name: 'Match results' }, { timeout: 5000 });
    await within(list).findByText('Rovers 1', { selector: 'span' }, { timeout: 5000 });
    const first = resultsCalls(fetchMock)[0];
    expect(first).toMatchObject({ sports: [], type: 'all', limit: 50, offset: 0 });
    expect(first).toMatchObject(rangeToUnix(presetRange('last7', new Date())));
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');

    const row = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(row.textContent).toContain('Premier Division');
    expect(row.textContent).toContain('1st half 1:0');
    expect(row.textContent).toContain('Winner');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await within(list).findByText('Rovers 53', { selector: 'span' }, { timeout: 5000 });
    expect(resultsCalls(fetchMock).at(-1)).toMatchObject({ offset: 50 });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters by sport, date preset and text from 3 letters', async () => {
    const fetchMock = stubFetch({ '/events/results': pagedResults });
    renderApp('/results');
    await screen.findByText('Rovers 1', { selector: 'span' }, { timeout: 5000 });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sport' }), { target: { value: '1' } });
    await waitFor(() => expect(resultsCalls(fetchMock).at(-1)).toMatchObject({ sports: [1] }), { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(
      () => expect(resultsCalls(fetchMock).at(-1)).toMatchObject(rangeToUnix(presetRange('yesterday', new Date()))),
      { timeout: 5000 },
    );
    const before = resultsCalls(fetchMock).length;

    const text = screen.getByRole('searchbox', { name: 'Team or tournament' });
    fireEvent.input(text, { target: { value: 'Ro' } });
    expect(await screen.findByText('Search starts at 3 letters', undefined, { timeout: 5000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(resultsCalls(fetchMock)).toHaveLength(before);

    fireEvent.input(text, { target: { value: 'Rovers ' } });
    await waitFor(() => expect(resultsCalls(fetchMock).at(-1)).toMatchObject({ text: 'Rovers', offset: 0 }), {
      timeout: 5000,
    });
  });

  it('opens the statistics popup of a match that has statistics', async () => {
    stubFetch({
      '/events/results': { list: [buildResult(1, { has_statistics: true }), buildResult(2)] },
      '/events/results/info': {
        list: [
          { id: 1, name: 'Full time', types: [{ id: 5, name: 'Corners', result: '4:4', team_home: 4, team_away: 4 }] },
        ],
      },
    });
    renderApp('/results');
    const button = await screen.findByRole('button', { name: 'Statistics: Rovers 1 - United' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Statistics: Rovers 2 - United' })).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('listitem', { name: 'Corners: Rovers 1 4, United 4' })).toBeTruthy();
    expect(within(dialog).getByText('Score 2 : 1')).toBeTruthy();
  });

  it('notifies the server message when results fail', async () => {
    stubFetch({ '/events/results': () => envelope(null, 422, 'ValidationError', 'The range is too long') });
    renderApp('/results');
    expect(await screen.findByText('Results could not be loaded', undefined, { timeout: 5000 })).toBeTruthy();
    expect(useNotificationStore.getState().notifications.map((item) => item.text)).toContain('The range is too long');
  });

  it('filters on mobile through the ResultsFilter popup', async () => {
    const fetchMock = stubFetch({ '/events/results': pagedResults });
    renderApp('/results', { formFactor: 'mobile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Results Filter' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Last 30 days' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(
      () => expect(resultsCalls(fetchMock).at(-1)).toMatchObject(rangeToUnix(presetRange('last30', new Date()))),
      { timeout: 5000 },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
