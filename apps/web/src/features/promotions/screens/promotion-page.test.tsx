import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { envelope } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { signInForTest } from '../../../test/signed-in';
import { buildArticle, euroNights, freeSpins, stubOffers } from '../test/promotions.factory';

const location = () => screen.getByTestId('location').textContent;
const title = (name: string) => screen.findByRole('heading', { level: 1, name }, lazyScreenWait);

const spinsArticle = buildArticle({
  ...freeSpins,
  body: '<h2>Terms</h2><p>Wager 20 times. See the <a href="/terms/terms-and-conditions">Terms and Conditions</a>.</p>',
});

afterEach(() => {
  useNotificationStore.setState({ notifications: [] });
  usePopupStore.setState({ stack: [] });
});

describe('promotion article', { timeout: 20_000 }, () => {
  it('shows the art, title, dates, description, body, promo code, button and a way back', async () => {
    stubOffers({ '/offers/articles/4': spinsArticle });
    renderApp('/promotions/4');
    const heading = await title('50 free spins on Lucky Orchard');
    const article = heading.closest('article') as HTMLElement;
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/static/promotions/free-spins.svg');
    expect(within(article).getByText('Runs from January 1, 2026 until further notice')).toBeTruthy();
    expect(within(article).getByText('Enter the code SPINS50.')).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Terms' })).toBeTruthy();
    expect(await within(article).findByText('Casino')).toBeTruthy();

    const takePart = within(article).getByRole('region', { name: 'How to take part' });
    expect(within(takePart).getByText('SPINS50')).toBeTruthy();
    expect(within(takePart).getByRole('link', { name: 'Go to slots' }).getAttribute('href')).toBe(
      '/casino/games?category=1',
    );
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
  });

  it('shows a promotion without a code its button alone, with no half-empty box for a code', async () => {
    const weekly = buildArticle({
      id: 3,
      title: 'Weekly free bet',
      campaign: { promo_code: null, action: { type: 'link', path: '/line', label: 'Bet on sport' } },
    });
    stubOffers({ '/offers/articles/3': weekly });
    renderApp('/promotions/3');
    const article = (await title('Weekly free bet')).closest('article') as HTMLElement;
    expect(within(article).getByRole('link', { name: 'Bet on sport' }).getAttribute('href')).toBe('/line');
    expect(within(article).queryByRole('region', { name: 'How to take part' })).toBeNull();
    expect(within(article).queryByText('Promo code')).toBeNull();
  });

  it('copies the promo code and says so', async () => {
    stubOffers({ '/offers/articles/4': spinsArticle });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/promotions/4');
    await title('50 free spins on Lucky Orchard');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the promo code SPINS50' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('SPINS50'));
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((n) => n.text)).toEqual(['Promo code SPINS50 copied']),
    );
  });

  it('follows the article’s own links inside the app', async () => {
    stubOffers({ '/offers/articles/4': spinsArticle });
    renderApp('/promotions/4');
    const article = (await title('50 free spins on Lucky Orchard')).closest('article') as HTMLElement;
    fireEvent.click(within(article).getByRole('link', { name: 'Terms and Conditions' }));
    await waitFor(() => expect(location()).toBe('/terms/terms-and-conditions'));
  });

  it('asks a visitor to sign up for a welcome offer, and a signed-in player to deposit', async () => {
    stubOffers({ '/offers/articles/1': buildArticle() });
    const visitor = renderApp('/promotions/1');
    await title('Sports welcome bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(usePopupStore.getState().stack.map((popup) => popup.name)).toEqual(['Signup']);
    visitor.unmount();
    usePopupStore.setState({ stack: [] });

    const mobile = renderApp('/promotions/1', { formFactor: 'mobile' });
    await title('Sports welcome bonus');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/registration');
    mobile.unmount();

    signInForTest();
    stubOffers({ '/offers/articles/1': buildArticle(), '/user/balance': { list: [] } });
    renderApp('/promotions/1');
    await title('Sports welcome bonus');
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('/payments/deposit/methods');
  });

  it('shows an ended promotion as ended, with nothing to take part in', async () => {
    stubOffers({ '/offers/articles/7': buildArticle({ ...euroNights, body: '<p>It ran in September.</p>' }) });
    renderApp('/promotions/7');
    const heading = await title('Euro Nights reload');
    const article = heading.closest('article') as HTMLElement;
    expect(within(article).getByText('Ended')).toBeTruthy();
    expect(within(article).getByText('September 1 – 30, 2026')).toBeTruthy();
    expect(within(article).getByRole('note').textContent).toBe(
      'This promotion has ended. Its terms stay here for reference.',
    );
    expect(within(article).queryByRole('region', { name: 'How to take part' })).toBeNull();
  });

  it('goes back to the list for a promotion the API does not know, or an address that names none', async () => {
    stubOffers({
      '/offers/articles/99': () => envelope(null, 404, 'NotFound', 'Promotion not found'),
      '/offers/articles': { list: [] },
    });
    const unknown = renderApp('/promotions/99');
    await waitFor(() => expect(location()).toBe('/promotions'), lazyScreenWait);
    unknown.unmount();
    renderApp('/promotions/not-a-number');
    await waitFor(() => expect(location()).toBe('/promotions'), lazyScreenWait);
  });

  it('shows the error view when the article fails, and its retry asks again', async () => {
    let failing = true;
    stubOffers({
      '/offers/articles/4': () => (failing ? envelope(null, 500, 'InternalError', 'Boom') : envelope(spinsArticle)),
    });
    renderApp('/promotions/4');
    const main = screen.getByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    failing = false;
    fireEvent.click(retry);
    expect(await title('50 free spins on Lucky Orchard')).toBeTruthy();
  });
});
