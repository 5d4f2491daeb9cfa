import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { buildMatch } from '../../test/match.factory';
import { signInForTest } from '../../test/signed-in';
import { createQueryClient } from '../api/query-client';
import { useAuthStore } from '../session/auth.store';
import { FavoriteToggle } from './favorite-toggle';

describe('FavoriteToggle', () => {
  it('sends one request at a time, however often it is pressed', async () => {
    signInForTest();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      '/user/favorites': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FavoriteToggle match={buildMatch({ id: 9, is_favorite: false })} />
      </QueryClientProvider>,
    );
    const star = screen.getByRole('button', { name: 'Add Rovers – United to favorites' });
    fireEvent.click(star);
    fireEvent.click(star);
    fireEvent.click(star);
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ event_id: 9 });
    await act(async () => answer(envelope({ event_id: 9, is_favorite: true, total: 1 })));
    expect(await screen.findByRole('button', { name: 'Remove Rovers – United from favorites' })).toBeTruthy();
  });

  it('names the match it adds or removes, as a row of stars is heard out of context', () => {
    signInForTest();
    const match = buildMatch({
      id: 4,
      is_favorite: true,
      team_home: { name: 'Ajax', logo: '' },
      team_away: { name: 'PSV', logo: '' },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FavoriteToggle match={match} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Remove Ajax – PSV from favorites' })).toBeTruthy();
  });

  it('shows no star to a visitor', () => {
    useAuthStore.getState().setTokens(null);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FavoriteToggle match={buildMatch({ id: 9, is_favorite: false })} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
