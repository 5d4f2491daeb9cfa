import type { Promotion } from '@meridian/contract/offers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, queryCalls } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildPromotion, euroNights, freeSpins, stubOffers } from '../test/promotions.factory';

const welcome = buildPromotion();
const all = [welcome, freeSpins, euroNights];

/** Answers the list as the API would for its query, from `promotions`. */
function stubPromotions(answer: (url: URL) => Response | Promotion[] = (url) => filtered(url)) {
  return stubOffers({
    '/offers/articles': (url) => {
      const result = answer(url);
      return result instanceof Response ? result : envelope({ list: result });
    },
  });
}

function filtered(url: URL): Promotion[] {
  const category = Number(url.searchParams.get('category_id') ?? 0);
  const tag = Number(url.searchParams.get('tag_id') ?? 0);
  return all.filter((p) => (!category || p.category_ids.includes(category)) && (!tag || p.tag_ids.includes(tag)));
}

const list = () => screen.findByRole('list', { name: 'Promotions' }, lazyScreenWait);
const location = () => screen.getByTestId('location').textContent;
const titles = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('promotions page', { timeout: 20_000 }, () => {
  it('shows each promotion as a card linking to its article, an ended one marked as ended', async () => {
    const fetchMock = stubPromotions();
    renderApp('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' }, lazyScreenWait)).toBeTruthy();
    const cards = await list();
    expect(titles(cards)).toEqual(['Sports welcome bonus', '50 free spins on Lucky Orchard', 'Euro Nights reload']);
    expect(queryCalls(fetchMock, '/offers/articles')[0]).toEqual({ limit: '50' });

    const spins = within(cards).getByRole('article', { name: '50 free spins on Lucky Orchard' });
    expect(within(spins).getByRole('link', { name: '50 free spins on Lucky Orchard' }).getAttribute('href')).toBe(
      '/promotions/4',
    );
    expect(within(spins).getByText('Enter the code SPINS50.')).toBeTruthy();
    expect(spins.querySelector('img')?.getAttribute('src')).toBe('/static/promotions/free-spins.svg');
    await waitFor(() => expect(within(spins).getByText('Casino')).toBeTruthy());
    expect(within(spins).queryByText('Ended')).toBeNull();

    const ended = within(cards).getByRole('article', { name: 'Euro Nights reload' });
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).getByText('September 1 – 30, 2026')).toBeTruthy();
  });

  it('filters by category through the address, and All shows every promotion again', async () => {
    const fetchMock = stubPromotions();
    renderApp('/promotions');
    await list();
    const categories = screen.getByRole('group', { name: 'Promotion categories' });
    expect(within(categories).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(await within(categories).findByRole('button', { name: 'Casino' }));
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Promotions' }))).toEqual(['50 free spins on Lucky Orchard']),
    );
    expect(queryCalls(fetchMock, '/offers/articles').at(-1)).toEqual({ category_id: '2', limit: '50' });
    expect(location()).toBe('/promotions?category=2');
    expect(within(categories).getByRole('button', { name: 'Casino' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(categories).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(titles(screen.getByRole('list', { name: 'Promotions' }))).toHaveLength(3));
    expect(location()).toBe('/promotions');
  });

  it('filters by tag, a second press clearing it', async () => {
    const fetchMock = stubPromotions();
    renderApp('/promotions');
    await list();
    const tags = screen.getByRole('group', { name: 'Promotion tags' });
    fireEvent.click(await within(tags).findByRole('button', { name: 'Promo code' }));
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Promotions' }))).toEqual([
        '50 free spins on Lucky Orchard',
        'Euro Nights reload',
      ]),
    );
    expect(queryCalls(fetchMock, '/offers/articles').at(-1)).toEqual({ tag_id: '4', limit: '50' });
    expect(location()).toBe('/promotions?tag=4');

    fireEvent.click(within(tags).getByRole('button', { name: 'Promo code' }));
    await waitFor(() => expect(location()).toBe('/promotions'));
  });

  it('opens on the category and tag the address names', async () => {
    const fetchMock = stubPromotions();
    renderApp('/promotions?category=1&tag=4');
    await list();
    expect(queryCalls(fetchMock, '/offers/articles')[0]).toEqual({ category_id: '1', tag_id: '4', limit: '50' });
    const categories = screen.getByRole('group', { name: 'Promotion categories' });
    await waitFor(() =>
      expect(within(categories).getByRole('button', { name: 'Sport' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('shows placeholder cards while the list loads', async () => {
    stubPromotions(() => new Promise<Response>(() => undefined) as never);
    renderApp('/promotions');
    expect(await screen.findByRole('status', { name: 'Loading promotions' }, lazyScreenWait)).toBeTruthy();
  });

  it('says when a filter leaves nothing, with a way back to all of them', async () => {
    stubPromotions((url) => (url.searchParams.has('category_id') ? [] : all));
    renderApp('/promotions?category=3');
    expect(await screen.findByText('No promotions here', undefined, lazyScreenWait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all promotions' }));
    await waitFor(() => expect(titles(screen.getByRole('list', { name: 'Promotions' }))).toHaveLength(3));
    expect(location()).toBe('/promotions');
  });

  it('shows the error view when the list fails, and its retry asks again', async () => {
    let failing = true;
    const fetchMock = stubPromotions(() => (failing ? envelope(null, 500, 'InternalError', 'Boom') : all));
    renderApp('/promotions');
    // A server error is asked twice more before the page gives up. The sidebar has its own retry.
    const main = screen.getByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(within(main).getByText('Oops, Something Went Wrong. Please Refresh The Page')).toBeTruthy();
    const calls = queryCalls(fetchMock, '/offers/articles').length;
    failing = false;
    fireEvent.click(retry);
    expect(titles(await list())).toHaveLength(3);
    expect(queryCalls(fetchMock, '/offers/articles').length).toBeGreaterThan(calls);
  });
});
