import type { TrackerIncident } from '@meridian/contract/realtime';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FormFactorProvider } from '../../../shared/form-factor/form-factor';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { buildLiveMatch } from '../../../test/match.factory';
import { signInForTest } from '../../../test/signed-in';
import { MatchTracker } from './match-tracker';

// 25:00 played: the tracker shows the match's clock, whatever its own snapshot says.
const match = buildLiveMatch({
  id: 41,
  info: { ...buildLiveMatch().info, clock: { seconds: 1500, running: false, rate: 0 } },
  team_home: { name: 'Rovers', logo: '' },
  team_away: { name: 'United', logo: '' },
  video: { type: 'tracker', url: 'tracker:41' },
});

function incident(overrides: Partial<TrackerIncident> & Pick<TrackerIncident, 'seq' | 'kind'>): TrackerIncident {
  return { time: 1_800_000_000, side: 'home', part_id: 2, clock: 600, score: { home: 0, away: 0 }, ...overrides };
}

function renderTracker(width = 1280) {
  window.innerWidth = width;
  return render(
    <FormFactorProvider>
      <MemoryRouter>
        <MatchTracker match={match} />
      </MemoryRouter>
    </FormFactorProvider>,
  );
}

describe('MatchTracker', () => {
  beforeEach(() => {
    usePopupStore.setState({ stack: [] });
  });
  afterEach(() => {
    useAuthStore.getState().setTokens(null);
    useAuthStore.getState().setAuthorized(false);
  });

  it('shows a visitor the prompt to log in or register in place of the broadcast, and subscribes to nothing', () => {
    const realtime = installFakeRealtime();
    renderTracker();
    const slot = screen.getByRole('region', { name: 'Match broadcast' });
    expect(within(slot).getByText('login or register to watch the broadcast')).toBeTruthy();
    fireEvent.click(within(slot).getByRole('button', { name: 'Log In' }));
    expect(usePopupStore.getState().stack.at(-1)?.name).toBe('Login');
    expect(within(slot).getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(realtime.subscribed()).toEqual([]);
  });

  it('links to the log-in and sign-up pages on mobile', () => {
    installFakeRealtime();
    renderTracker(390);
    const slot = screen.getByRole('region', { name: 'Match broadcast' });
    expect(within(slot).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/auth/login');
    expect(within(slot).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth/registration');
  });

  it('draws a signed-in player the match from the snapshot, then announces each new incident', () => {
    signInForTest();
    const realtime = installFakeRealtime();
    renderTracker();
    const socket = realtime.open();
    act(() => socket.receive({ type: 'authenticated', user_id: 7 }));
    expect(realtime.subscribed()).toContain('tracker:41');
    const region = screen.getByRole('region', { name: 'Live match tracker' });
    expect(within(region).getByText('Connecting to the match')).toBeTruthy();

    act(() =>
      socket.receive({
        type: 'snapshot',
        channel: 'tracker:41',
        data: {
          tracker: {
            match_id: 41,
            sport_id: 1,
            possession: { side: 'away', zone: 'attack' },
            server: null,
            score: { home: 1, away: 0 },
            clock: { seconds: 700, running: true, rate: 1 },
            incidents: [
              incident({ seq: 1, kind: 'goal', points: 1, clock: 700, score: { home: 1, away: 0 } }),
              incident({ seq: 2, kind: 'possession', side: 'away', zone: 'attack', score: { home: 1, away: 0 } }),
            ],
          },
        },
      }),
    );
    expect(within(region).getByRole('img', { name: 'Score 1 : 0' })).toBeTruthy();
    expect(within(region).getByText("26'")).toBeTruthy();
    expect(within(region).getByText('United attacking')).toBeTruthy();
    const list = within(region).getByRole('list', { name: 'Recent incidents' });
    expect(within(list).getByText('Goal! Rovers')).toBeTruthy();

    act(() =>
      socket.receive({
        type: 'update',
        channel: 'tracker:41',
        data: {
          incidents: [
            incident({ seq: 3, kind: 'possession', side: 'away', zone: 'dangerous', clock: 1560 }),
            incident({ seq: 4, kind: 'goal', side: 'away', points: 1, clock: 1565, score: { home: 1, away: 1 } }),
          ],
        },
      }),
    );
    expect(within(region).getByRole('img', { name: 'Score 1 : 1' })).toBeTruthy();
    const live = region.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Goal! United');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["27'Goal! United", "12'Goal! Rovers"]);
  });

  it('tells tennis points and games with the umpire’s score', () => {
    signInForTest();
    const realtime = installFakeRealtime();
    render(
      <FormFactorProvider>
        <MemoryRouter>
          <MatchTracker match={{ ...match, sport_id: 2 }} />
        </MemoryRouter>
      </FormFactorProvider>,
    );
    const socket = realtime.open();
    act(() => socket.receive({ type: 'authenticated', user_id: 7 }));
    act(() =>
      socket.receive({
        type: 'snapshot',
        channel: 'tracker:41',
        data: {
          tracker: {
            match_id: 41,
            sport_id: 2,
            possession: null,
            server: 'home',
            score: { home: 0, away: 0 },
            clock: null,
            incidents: [
              incident({ seq: 1, kind: 'serve', clock: null }),
              incident({ seq: 2, kind: 'point', side: 'away', clock: null, game_score: '0:15' }),
            ],
          },
        },
      }),
    );
    const region = screen.getByRole('region', { name: 'Live match tracker' });
    expect(within(region).getAllByText('Point United, 0:15').length).toBeGreaterThan(0);
  });
});
