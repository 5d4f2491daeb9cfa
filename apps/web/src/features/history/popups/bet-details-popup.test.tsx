import { act, configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

// Popups load lazily: give queries room on a busy machine (two cores, many workers).
configure({ asyncUtilTimeout: 15_000 });

describe('BetDetails popup', { timeout: 60_000 }, () => {
  it('asks a signed-out visitor to log in instead of loading a bet', async () => {
    const fetchMock = stubFetch({});
    renderApp('/');
    act(() => usePopupStore.getState().open('BetDetails', { id: 5 }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet No. 5' });
    expect(within(dialog).getByText('Log in to see the history of your bets & transactions')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/bets/history'))).toBe(false);
    act(() => usePopupStore.setState({ stack: [] }));
  });
});
