import type { Match } from '@meridian/contract/events';
import type { TrackerState } from '@meridian/contract/realtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client';
import { MatchStatus } from '../../../shared/events/match-status';
import { buildLiveMatch } from '../../../test/match.factory';
import { applyIncidents } from '../lib/tracker-state';
import { EventHeader } from './event-header';
import { MatchTrackerView } from './match-tracker';

/** Where the tracker's channel has got to: its own stamps run ahead of the match clock. */
function trackerState(match: Match): TrackerState {
  return {
    match_id: match.id,
    sport_id: match.sport_id,
    possession: null,
    server: null,
    score: { home: 1, away: 0 },
    clock: { seconds: 2990, running: true, rate: 1 },
    incidents: [
      {
        seq: 1,
        time: 1_800_000_000,
        kind: 'corner',
        side: 'home',
        part_id: 2,
        clock: 2990,
        score: { home: 1, away: 0 },
      },
    ],
  };
}

function renderCard(match: Match, state: TrackerState) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EventHeader match={match} source="live" />
        <MatchTrackerView match={match} state={state} />
        <MatchStatus match={match} livePaused={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const header = () => screen.getByRole('banner');
const tracker = () => screen.getByRole('region', { name: 'Live match tracker' });
/** The tracker's clock: the text beside its title. */
const trackerClock = () => tracker().querySelector('h2')?.nextElementSibling?.textContent;

describe('match time on the event card', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the header, the tracker and the list row the same minute from the same match', () => {
    const match = buildLiveMatch({
      info: { ...buildLiveMatch().info, clock: { seconds: 2932, running: true, rate: 1 } },
    });
    renderCard(match, trackerState(match));
    const clocks = screen.getAllByRole('timer');
    expect(clocks.map((clock) => clock.textContent)).toEqual(['48:52', '48:52']);
    // 48:52 is the 49th minute, whatever the tracker's last incident was stamped with.
    expect(trackerClock()).toBe("49'");

    act(() => vi.advanceTimersByTime(8000));
    expect(within(header()).getByRole('timer').textContent).toBe('49:00');
    expect(trackerClock()).toBe("50'");
  });

  it('shows HT at half-time in the header, the tracker and the row, and none of them ticks', () => {
    const match = buildLiveMatch({
      status_id: 2,
      info: { ...buildLiveMatch().info, clock: { seconds: 2856, running: false, rate: 0 } },
    });
    const state = applyIncidents(trackerState(match), [
      {
        seq: 2,
        time: 1_800_000_001,
        kind: 'part_end',
        side: null,
        part_id: 2,
        clock: 2856,
        score: { home: 1, away: 0 },
      },
    ]);
    renderCard(match, state);
    expect(within(header()).getByRole('timer', { name: 'Half-time' }).textContent).toBe('HT');
    expect(within(header()).getByText('End of 1st half')).toBeTruthy();
    expect(trackerClock()).toBe('HT');
    expect(within(tracker()).getByTestId('tracker-caption').textContent).toBe('End of 1st half');
    expect(screen.getAllByRole('timer').map((clock) => clock.textContent)).toEqual(['HT', 'HT']);

    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('timer').map((clock) => clock.textContent)).toEqual(['HT', 'HT']);
    expect(trackerClock()).toBe('HT');
  });
});
