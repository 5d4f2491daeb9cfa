import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMatch } from '../../test/match.factory';
import { useTimezone } from '../format/timezone.store';
import { MatchStatus } from './match-status';

describe('MatchStatus', () => {
  afterEach(() => useTimezone.getState().setTimezone('UTC'));

  it('shows the start time again in the new time zone as soon as the player picks it', () => {
    useTimezone.getState().setTimezone('UTC');
    // 2026-06-01 18:30 UTC.
    render(<MatchStatus match={buildMatch({ start_time: 1_780_338_600, is_live: false })} livePaused={false} />);
    expect(screen.getByText('18:30')).toBeTruthy();
    act(() => useTimezone.getState().setTimezone('Asia/Tokyo'));
    expect(screen.getByText('03:30')).toBeTruthy();
    expect(screen.queryByText('18:30')).toBeNull();
  });
});
