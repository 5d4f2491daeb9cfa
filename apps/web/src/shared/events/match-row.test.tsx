import { ru } from '@meridian/contract/locales/ru';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMarket, buildMatch, buildOutcome } from '../../test/match.factory';
import { buildSettings } from '../../test/settings.factory';
import { signInForTest } from '../../test/signed-in';
import { settingsQueryOptions } from '../api/get-settings';
import { useNetworkStore } from '../api/network.store';
import { createQueryClient } from '../api/query-client';
import { useBetSlipStore } from '../betslip/betslip.store';
import { applyLanguage } from '../i18n/i18n';
import { applyMatchDelta } from '../realtime/apply-match-delta';
import { useAuthStore } from '../session/auth.store';
import { MatchRow } from './match-row';

/** A row with what the booted app provides around it: settings loaded, translations, a router. */
function withProviders(row: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    settingsQueryOptions({ host: window.location.hostname, accountId: null, countryCode: null }).queryKey,
    buildSettings(),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{row}</MemoryRouter>
    </QueryClientProvider>
  );
}

function renderRow(row: ReactNode) {
  return render(withProviders(row));
}

describe('MatchRow', () => {
  afterEach(() => useNetworkStore.setState(useNetworkStore.getInitialState()));

  it('shows a live match paused, its prices not clickable, while the socket is down; live again once it is back', () => {
    useAuthStore.getState().setTokens(null);
    useBetSlipStore.getState().clear();
    const live = buildMatch({ is_live: true, name: 'Live Rovers - United' });
    const upcoming = buildMatch({ name: 'Upcoming Rovers - United' });
    renderRow(
      <>
        <MatchRow match={live} source="live" />
        <MatchRow match={upcoming} source="line" />
      </>,
    );
    const liveRow = screen.getByRole('article', { name: 'Live Rovers - United' });
    const upcomingRow = screen.getByRole('article', { name: 'Upcoming Rovers - United' });
    act(() => useNetworkStore.getState().setSocketConnected(true));
    expect(within(liveRow).getByText('Live')).toBeTruthy();

    act(() => useNetworkStore.getState().setSocketConnected(false));
    expect(within(liveRow).queryByText('Live')).toBeNull();
    expect(within(liveRow).getByText('Paused')).toBeTruthy();
    const paused = within(liveRow).getByRole('button', {
      name: 'Rovers 1.85, Match Result, paused until the connection returns',
    });
    expect((paused as HTMLButtonElement).disabled).toBe(true);
    paused.click();
    expect(useBetSlipStore.getState().items).toEqual([]);
    // A match not yet under way has no live price to go stale.
    within(upcomingRow).getByRole('button', { name: 'Rovers 1.85, Match Result' }).click();
    expect(useBetSlipStore.getState().items).toHaveLength(1);

    act(() => useNetworkStore.getState().setSocketConnected(true));
    expect(within(liveRow).getByText('Live')).toBeTruthy();
    expect(
      (within(liveRow).getByRole('button', { name: 'Rovers 1.85, Match Result' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('writes prices with the page language’s decimal sign, as its money is written', () => {
    const match = buildMatch({ name: 'Rovers - United' });
    renderRow(<MatchRow match={match} source="line" />);
    const row = screen.getByRole('article', { name: 'Rovers - United' });
    expect(within(row).getByText('1.85')).toBeTruthy();
    try {
      act(() => applyLanguage('ru', ru));
      expect(within(row).getByText('1,85')).toBeTruthy();
      expect(within(row).queryByText('1.85')).toBeNull();
    } finally {
      act(() => applyLanguage('en'));
    }
  });

  it('carries the favorite star of the match for a signed-in player', () => {
    signInForTest();
    renderRow(<MatchRow match={buildMatch({ is_favorite: true })} source="line" />);
    const row = screen.getByRole('article', { name: 'Rovers - United' });
    expect(within(row).getByRole('button', { name: 'Remove Rovers – United from favorites' })).toBeTruthy();
  });

  it('shows a visitor no star', () => {
    useAuthStore.getState().setTokens(null);
    renderRow(<MatchRow match={buildMatch()} source="line" />);
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
  });

  it('puts given trailing controls in place of the star', () => {
    signInForTest();
    renderRow(<MatchRow match={buildMatch()} source="line" trailing={<button type="button">Pin</button>} />);
    expect(screen.getByRole('button', { name: 'Pin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
  });

  it('sizes its layout by how many prices it shows', () => {
    useAuthStore.getState().setTokens(null);
    const twoWay = (group: string) =>
      buildMarket({ group, name: group, outcomes: [buildOutcome({ name: 'Over' }), buildOutcome({ name: 'Under' })] });
    const match = buildMatch({
      markets: [buildMarket(), twoWay('Total'), twoWay('Handicap')],
      markets_count: 3,
    });
    const { container, rerender } = renderRow(<MatchRow match={match} source="line" />);
    expect(container.querySelector('[data-prices]')?.getAttribute('data-prices')).toBe('l');
    rerender(withProviders(<MatchRow match={match} source="line" markets="main_mobile" />));
    expect(container.querySelector('[data-prices]')?.getAttribute('data-prices')).toBe('s');
  });

  it('after a delta shows the moved price, and a price that did not move still adds the match as it is now', () => {
    useAuthStore.getState().setTokens(null);
    useBetSlipStore.getState().clear();
    const match = buildMatch();
    const [home, , away] = match.markets[0]?.outcomes ?? [];
    if (!home || !away) throw new Error('factory');
    const { rerender } = renderRow(<MatchRow match={match} source="line" />);

    const moved = applyMatchDelta(match, {
      id: match.id,
      odds: [{ market_id: away.market_id, id: away.id, odds: 4500, is_blocked: false }],
      state: { is_live: true, status_id: 1, current_part: { part_id: 2, name: '1st half' }, info: match.info },
    });
    if (!moved) throw new Error('delta');
    rerender(withProviders(<MatchRow match={moved} source="line" />));

    const row = screen.getByRole('article', { name: 'Rovers - United' });
    expect(within(row).getByRole('button', { name: 'United 4.50, Match Result' }).dataset.trend).toBe('up');
    within(row).getByRole('button', { name: 'Rovers 1.85, Match Result' }).click();
    expect(useBetSlipStore.getState().items).toEqual([
      expect.objectContaining({ id: home.id, odds: 1850, isLive: true }),
    ]);
  });

  it('names every price by what it shows first, then the team and market a screen reader needs', () => {
    useAuthStore.getState().setTokens(null);
    const threeWay = buildMarket({
      outcomes: [
        buildOutcome({ name: '1', odds: 3050 }),
        buildOutcome({ name: 'X', is_blocked: true }),
        buildOutcome({ name: '2' }),
      ],
    });
    renderRow(<MatchRow match={buildMatch({ markets: [threeWay] })} source="line" />);

    expect(screen.getByRole('button', { name: '1 3.05, Rovers (Match Result)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'X, Draw (Match Result), betting closed' })).toBeTruthy();
    const prices = screen.getAllByRole('button').filter((button) => button.hasAttribute('data-odds'));
    expect(prices.length).toBeGreaterThan(0);
    for (const button of [...prices, screen.getByRole('button', { name: /betting closed/ })]) {
      // WCAG 2.5.3: the accessible name contains the visible text, in the order it is shown.
      const visible = [...button.querySelectorAll('span')]
        .map((span) => span.textContent?.trim())
        .filter(Boolean)
        .join(' ');
      expect(button.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
    }
  });
});
