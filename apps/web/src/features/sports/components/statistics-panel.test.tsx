import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRealtimeClient } from '../../../shared/realtime/realtime';
import { RealtimeClient, type SocketLike } from '../../../shared/realtime/realtime-client';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

// Pages load lazily and the search waits 500 ms: give queries room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const statistics = {
  list: [
    {
      id: 1,
      name: 'Match',
      types: [
        { id: 10, name: 'Possession winner', result: 'Home side' },
        { id: 11, name: 'Corners', result: '6:2', team_home: 6, team_away: 2 },
        { id: 12, name: 'Red cards', result: '0:0', team_home: 0, team_away: 0 },
      ],
    },
    { id: 2, name: '1st half', types: [{ id: 11, name: 'Corners', result: '1:3', team_home: 1, team_away: 3 }] },
  ],
};

const match = {
  id: 7,
  team_home: { name: 'Lions', logo: '' },
  team_away: { name: 'Tigers', logo: '' },
  is_live: true,
  root_part_id: 1,
  info: { scores: [{ part_id: 1, name: 'Match', home: 2, away: 1 }], red_cards: { home: 0, away: 0 }, clock: null },
};

/** A socket the test drives by hand: it records what the client sends and delivers frames on demand. */
function fakeSocket() {
  const sent: string[] = [];
  const socket: SocketLike = {
    readyState: 0,
    send: (data) => sent.push(data),
    close: () => undefined,
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  return {
    sent,
    socket,
    open: () => {
      socket.readyState = 1;
      socket.onopen?.({});
    },
    deliver: (frame: unknown) => socket.onmessage?.({ data: JSON.stringify(frame) }),
  };
}

afterEach(() => setRealtimeClient(null));

describe('statistics page', { timeout: 20_000 }, () => {
  it('shows the teams, the score, score rows first with their bars, and a tab per part', async () => {
    stubFetch({ '/events/results/info': statistics, '/events/match': { list: [match] } });
    renderApp('/live/1/2/7/statistics', { formFactor: 'mobile' });

    const corners = await screen.findByRole('listitem', { name: 'Corners: Lions 6, Tigers 2' }, { timeout: 5000 });
    const panel = screen.getByRole('region', { name: 'Statistics' });
    expect(within(panel).getByText('Lions')).toBeTruthy();
    expect(await within(panel).findByText('Score 2 : 1')).toBeTruthy();
    expect(within(panel).getByText('Live')).toBeTruthy();

    const rows = within(screen.getByRole('tabpanel', { name: 'Match' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['6Corners2', '0Red cards0', 'Possession winnerHome side']);
    const fills = corners.querySelectorAll<HTMLElement>('[style]');
    expect([...fills].map((fill) => fill.style.width)).toEqual(['75%', '25%']);
    const nothing = screen.getByRole('listitem', { name: 'Red cards: Lions 0, Tigers 0' });
    expect([...nothing.querySelectorAll<HTMLElement>('[style]')].map((fill) => fill.style.width)).toEqual(['0%', '0%']);

    fireEvent.click(screen.getByRole('tab', { name: '1st half' }));
    expect(await screen.findByRole('listitem', { name: 'Corners: Lions 1, Tigers 3' })).toBeTruthy();
  });

  it('shows "No statistics" when the call fails', async () => {
    stubFetch({
      '/events/results/info': () => envelope(null, 404, 'NotFound', 'No such match'),
      '/events/match': { list: [] },
    });
    renderApp('/live/1/2/7/statistics', { formFactor: 'mobile' });
    expect(await screen.findByText('No statistics', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows "No statistics" when every part is empty', async () => {
    stubFetch({
      '/events/results/info': { list: [{ id: 1, name: 'Match', types: [] }] },
      '/events/match': { list: [] },
    });
    renderApp('/live/1/2/7/statistics', { formFactor: 'mobile' });
    expect(await screen.findByText('No statistics', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('follows the statistics channel of a live match', async () => {
    const fake = fakeSocket();
    setRealtimeClient(new RealtimeClient({ url: () => 'ws://test/api/v1/ws', createSocket: () => fake.socket }));
    stubFetch({ '/events/results/info': statistics, '/events/match': { list: [match] } });
    renderApp('/live/1/2/7/statistics', { formFactor: 'mobile' });
    await screen.findByRole('listitem', { name: 'Corners: Lions 6, Tigers 2' }, { timeout: 5000 });

    act(() => fake.open());
    expect(fake.sent).toContain(JSON.stringify({ type: 'subscribe', channel: 'statistics:7' }));
    const corners = { id: 11, name: 'Corners', result: '7:2', team_home: 7, team_away: 2 };
    act(() =>
      fake.deliver({
        type: 'update',
        channel: 'statistics:7',
        data: { list: [{ id: 1, name: 'Match', types: [corners] }] },
      }),
    );
    expect(await screen.findByRole('listitem', { name: 'Corners: Lions 7, Tigers 2' })).toBeTruthy();
  });
});
