import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { buildLiveMatch, buildMatch } from '../../../test/match.factory';
import { renderApp } from '../../../test/render-app';
import { useSearchStore } from '../store/search.store';

// Pages load lazily and the search waits 500 ms: give queries room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const searchCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/events/search'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { text: string; limit: number });

/** Moves the page's clock on (the search's wait), the timers due meanwhile run. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  useSearchStore.setState({ text: '' });
  useNotificationStore.setState({ notifications: [] });
});

async function searchBox() {
  return screen.findByRole('searchbox', { name: 'Team or tournament' }, { timeout: 5000 });
}

describe('search page', { timeout: 20_000 }, () => {
  it('asks for 3 letters and sends nothing for fewer, even with spaces around them', async () => {
    const fetchMock = stubFetch({ '/events/search': { line: [], live: [] } });
    renderApp('/search');
    const box = await searchBox();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByText('To search enter at least 3 letters')).toBeTruthy();
    vi.useFakeTimers();
    fireEvent.input(box, { target: { value: '  ro ' } });
    await elapse(700);
    expect(screen.getByText('To search enter at least 3 letters')).toBeTruthy();
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it('waits 500 ms after the last keystroke and searches once with the trimmed text and limit 50', async () => {
    const live = buildLiveMatch({ id: 1, name: 'Rovers - Town', team_away: { name: 'Town', logo: '' } });
    const line = buildMatch({ id: 2, name: 'Rovers - United' });
    const fetchMock = stubFetch({ '/events/search': { live: [live], line: [line] } });
    renderApp('/search');
    const box = await searchBox();
    vi.useFakeTimers();
    fireEvent.input(box, { target: { value: 'Rov' } });
    await elapse(200);
    fireEvent.input(box, { target: { value: 'Rove ' } });
    await elapse(499);
    expect(searchCalls(fetchMock)).toEqual([]);
    await elapse(1);
    expect(searchCalls(fetchMock)).toEqual([{ text: 'Rove', limit: 50 }]);
    // What the answer's rendering waits on runs on the timers too.
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();

    const liveGroup = await screen.findByRole('region', { name: 'Live' });
    expect(searchCalls(fetchMock)).toEqual([{ text: 'Rove', limit: 50 }]);
    expect(within(liveGroup).getByRole('article', { name: 'Rovers - Town' })).toBeTruthy();
    const lineGroup = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(lineGroup).getByRole('article', { name: 'Rovers - United' })).toBeTruthy();
  });

  it('says when nothing was found', async () => {
    stubFetch({ '/events/search': { line: [], live: [] } });
    renderApp('/search');
    fireEvent.input(await searchBox(), { target: { value: 'Nobody' } });
    expect(await screen.findByText('Nothing was found for your query')).toBeTruthy();
  });

  it('shows the error text and a notification with the server message', async () => {
    stubFetch({ '/events/search': () => envelope(null, 500, 'InternalError', 'Search is resting') });
    renderApp('/search');
    fireEvent.input(await searchBox(), { target: { value: 'Rovers' } });
    expect(await screen.findByText('Search failed. Please try again later.')).toBeTruthy();
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((item) => item.text)).toContain('Search is resting'),
    );
  });

  it('clears the text when opened with ?clear=true and drops the parameter', async () => {
    useSearchStore.setState({ text: 'Rovers' });
    stubFetch({ '/events/search': { line: [], live: [] } });
    renderApp('/search?clear=true');
    const box = (await searchBox()) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe(''));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search'));
  });
});
