import type { Tournament } from '@meridian/contract/events';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { buildLiveMatch, buildMatch } from '../../../test/match.factory';
import { renderApp } from '../../../test/render-app';
import { useTimeRangeStore } from '../store/time-range.store';

function tournament(id: number, name: string, overrides: Partial<Tournament> = {}): Tournament {
  return {
    id,
    name,
    image: '',
    sport_id: 1,
    country_id: 826,
    is_top: true,
    is_child: false,
    is_parent: false,
    matches_count: 1,
    matches: [],
    ...overrides,
  };
}

const leagues = [
  tournament(10, 'Premier Division'),
  tournament(11, 'Cup'),
  tournament(12, 'Second Division'),
  tournament(13, 'Reserve League'),
];

/** The list screen is loaded lazily; its first render can take a while in a cold test run. */
const slow = { timeout: 5000 };

const sports = { list: [{ id: 1, name: 'Football', image: '/static/sports/football.svg', cnt: 4 }] };

function bodyOf(init: RequestInit) {
  return JSON.parse(String(init.body ?? '{}'));
}

/** A line or live catalog: one match per tournament, recording which tournaments were asked for. */
function stubCatalog(source: 'line' | 'live', list: Tournament[] = leagues) {
  const asked: number[] = [];
  const fetchMock = stubFetch({
    [`/events/${source}/sports`]: sports,
    [`/events/${source}/tournaments`]: { list: [{ ...sports.list[0], tournaments: list }] },
    [`/events/${source}/matches`]: (_url, init) => {
      const [id] = bodyOf(init).tournaments as number[];
      asked.push(id ?? 0);
      const build = source === 'live' ? buildLiveMatch : buildMatch;
      const league = list.find((item) => item.id === id);
      return envelope({
        list: [build({ id: (id ?? 0) * 100, tournament: { id: id ?? 0, name: league?.name ?? '', image: '' } })],
      });
    },
  });
  return { asked, fetchMock };
}

describe('SportsListPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  beforeEach(() => {
    useBetSlipStore.setState({ items: [] });
    useTimeRangeStore.setState({ timeRange: -1 });
  });

  it('loads the first three tournaments of a sport and the rest on demand', async () => {
    installFakeRealtime();
    const { asked } = stubCatalog('line');
    renderApp('/line/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Football' }, slow)).toBeTruthy();
    await waitFor(() => expect(asked.sort()).toEqual([10, 11, 12]), slow);
    const reserve = screen.getByRole('button', { name: /Reserve League/ });
    expect(reserve.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Show 1 more tournament' }));
    await waitFor(() => expect(asked).toContain(13));
    expect(reserve.getAttribute('aria-expanded')).toBe('true');
  });

  it('adds a price to the bet slip, highlights it and counts it on the mobile menu', async () => {
    installFakeRealtime();
    stubCatalog('line', [leagues[0] as Tournament]);
    renderApp('/line/1/10', { formFactor: 'mobile' });

    const price = await screen.findByRole('button', { name: 'Rovers 1.85, Match Result' }, slow);
    fireEvent.click(price);
    expect(price.getAttribute('aria-pressed')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(menu).getByRole('link', { name: /Bet Slip.*1 selection/ })).toBeTruthy();
    expect(useBetSlipStore.getState().items).toMatchObject([{ matchId: 1000, odds: 1850, name: 'Rovers' }]);

    fireEvent.click(price);
    expect(price.getAttribute('aria-pressed')).toBe('false');
    expect(useBetSlipStore.getState().items).toEqual([]);
  });

  it('refuses a selection beyond coupon_max_size with the limit message', async () => {
    installFakeRealtime();
    stubCatalog('line', [leagues[0] as Tournament, leagues[1] as Tournament]);
    const { buildSettings } = await import('../../../test/settings.factory');
    const settings = buildSettings();
    renderApp('/line/1', { settings: { ...settings, bets: { ...settings.bets, coupon_max_size: 1 } } });

    const prices = await screen.findAllByRole('button', { name: /^Rovers [0-9.]+, Match Result$/ }, slow);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Rovers [0-9.]+, Match Result$/ })).toHaveLength(2),
    );
    fireEvent.click(prices[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('button', { name: /^Rovers [0-9.]+, Match Result$/ })[1] as HTMLElement);
    expect(await screen.findByText('The limit is 1 events')).toBeTruthy();
    expect(useBetSlipStore.getState().items).toHaveLength(1);
  });

  it('follows a live tournament over the socket: score and prices change in place', async () => {
    const realtime = installFakeRealtime();
    const match = buildLiveMatch({ id: 1000, tournament: { id: 10, name: 'Premier Division', image: '' } });
    stubFetch({
      '/events/live/sports': sports,
      '/events/live/tournaments': { list: [{ ...sports.list[0], tournaments: [leagues[0]] }] },
      '/events/live/matches': { list: [match] },
    });
    renderApp('/live/1/10');

    const row = await screen.findByRole('article', { name: 'Rovers - United' }, slow);
    const socket = realtime.open();
    await waitFor(() => expect(realtime.subscribed()).toContain('tournament:live:10'));
    const outcome = match.markets[0]?.outcomes[0];
    if (!outcome) throw new Error('factory');
    // The page's clock stands still: the price's flash lasts ODDS_FLASH_MS of it, however slow the machine.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());

    act(() =>
      socket.receive({
        type: 'update',
        channel: 'tournament:live:10',
        data: {
          deltas: [
            {
              id: 1000,
              odds: [{ market_id: outcome.market_id, id: outcome.id, odds: 2050, is_blocked: false }],
              state: {
                is_live: true,
                status_id: 1,
                current_part: { part_id: 2, name: '1st half' },
                info: { ...match.info, scores: [{ part_id: 1, name: 'Full time', home: 2, away: 0 }] },
              },
            },
          ],
        },
      }),
    );

    const price = await within(row).findByRole('button', { name: 'Rovers 2.05, Match Result' });
    expect(price.getAttribute('data-trend')).toBe('up');
    expect(within(row).getByText('2')).toBeTruthy();
  });

  it('shows the empty-filter message when a time range leaves nothing', async () => {
    installFakeRealtime();
    useTimeRangeStore.setState({ timeRange: 3 });
    stubCatalog('line', []);
    renderApp('/line/1');
    expect(await screen.findByText('No matches start within the selected time range', {}, slow)).toBeTruthy();
  });

  it('replaces an empty sport list with the source list when no filter is set', async () => {
    installFakeRealtime();
    stubFetch({
      '/events/line/sports': sports,
      '/events/line/tournaments': { list: [] },
      '/events/line/matches-best': { list: [] },
    });
    renderApp('/line/1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/line'), slow);
    expect(await screen.findByText('No upcoming matches right now')).toBeTruthy();
  });
});
