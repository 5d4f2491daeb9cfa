import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';
import { sectionOf } from './bottom-menu.model';

function menu() {
  return within(screen.getByRole('navigation', { name: 'Sections' }));
}

async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
}

describe('sectionOf', () => {
  it.each([
    ['/', '', 'top'],
    ['/line/1/2', '', 'sport'],
    ['/live/1/2/3/statistics', '', 'sport'],
    ['/live/1/2/3', '?fromPage=top', 'top'],
    ['/bet-slip', '', 'betslip'],
    ['/live-casino/games', '', 'casino'],
    ['/profile/history', '', 'more'],
    ['/payments/deposit/methods', '', 'more'],
    ['/results', '', 'more'],
    ['/terms/aml-policy', '', null],
  ])('puts %s%s under %s', (pathname, search, section) => {
    expect(sectionOf(pathname, search)).toBe(section);
  });
});

describe('BottomMenu', () => {
  beforeEach(() => {
    stubFetch({ '/content/banners': { list: [] } });
    useBetSlipStore.setState({ items: [] });
  });

  it('returns to the last page of a section when tapped from another section', async () => {
    renderApp('/live/1/2', { formFactor: 'mobile' });
    await expectLocation('/live/1/2');
    fireEvent.click(menu().getByRole('link', { name: 'Top' }));
    await expectLocation('/');
    fireEvent.click(menu().getByRole('link', { name: 'Sport' }));
    await expectLocation('/live/1/2');
  });

  it('goes to the start of the section when tapped inside it', async () => {
    renderApp('/live/1/2', { formFactor: 'mobile' });
    fireEvent.click(menu().getByRole('link', { name: 'Sport' }));
    await expectLocation('/live');
  });

  it('does not remember a payment result page, which opts out', async () => {
    const first = renderApp('/results', { formFactor: 'mobile' });
    await expectLocation('/results');
    first.unmount();
    renderApp('/payments/deposit/success', { formFactor: 'mobile' });
    expect(await screen.findByRole('heading', { name: 'Payment Request was sent successfully' })).toBeTruthy();
    fireEvent.click(menu().getByRole('link', { name: 'Top' }));
    await expectLocation('/');
    fireEvent.click(menu().getByRole('link', { name: 'More' }));
    await expectLocation('/results');
  });

  it('marks Sport active on line and live pages, and Top when the match came from the top page', async () => {
    renderApp('/live/1/2/3?fromPage=top', { formFactor: 'mobile' });
    await waitFor(() => expect(menu().getByRole('link', { name: 'Top' }).getAttribute('aria-current')).toBe('page'));
    expect(menu().getByRole('link', { name: 'Sport' }).getAttribute('aria-current')).toBeNull();
  });

  it('links Casino to live casino when only live casino is open, and hides it when both are closed', () => {
    const { unmount } = renderApp('/', {
      formFactor: 'mobile',
      settings: buildSettings({ casino: { is_open_regular: false, is_open_live: true } }),
    });
    expect(menu().getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/live-casino/games');
    unmount();
    renderApp('/', {
      formFactor: 'mobile',
      settings: buildSettings({ casino: { is_open_regular: false, is_open_live: false } }),
    });
    expect(menu().queryByRole('link', { name: 'Casino' })).toBeNull();
  });

  it('counts bet slip selections in its badge', () => {
    useBetSlipStore.setState({
      items: [1, 2].map((id) => ({
        key: `10_${id}`,
        matchId: 10,
        matchName: 'Home v Away',
        sportId: 1,
        tournamentId: 1,
        tournamentName: 'League',
        image: '',
        marketId: 1,
        marketName: '1X2',
        id,
        name: 'Home',
        partId: null,
        partName: '',
        odds: 1850,
        isLive: false,
        isBlocked: false,
        isDeleted: false,
      })),
    });
    renderApp('/', { formFactor: 'mobile' });
    expect(menu().getByRole('link', { name: /Bet Slip.*2 selections/ })).toBeTruthy();
  });
});
