import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryCalls, stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildGame, casinoDictionaries } from '../test/casino.factory';

const provider = (id: number, is_live = false) => ({
  id,
  code: `studio-${id}`,
  name: `Studio ${id}`,
  image: `/static/casino/providers/studio-${id}.svg`,
  is_live,
});

const location = () => screen.getByTestId('location').textContent;

describe('casino providers', { timeout: 20_000 }, () => {
  it('shows three rows of three providers, then all of them on "show all", leaving out live ones', async () => {
    stubFetch({
      '/casino/dictionaries': casinoDictionaries,
      '/casino/providers': {
        list: [...Array.from({ length: 11 }, (_, index) => provider(index + 10)), provider(2, true)],
      },
    });
    renderApp('/casino/providers');
    const list = await screen.findByRole('list', { name: 'Game providers' }, lazyScreenWait);
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    const more = screen.getByRole('button', { name: 'Show all' });
    fireEvent.click(more);
    expect(within(list).getAllByRole('link')).toHaveLength(11);
    expect(within(list).queryByRole('link', { name: 'Studio 2' })).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(list).getByRole('link', { name: 'Studio 10' }));
    await waitFor(() => expect(location()).toBe('/casino/providers/10'));
  });

  it('lists one provider’s games on its page, with the lobby’s other filters', async () => {
    const fetchMock = stubFetch({
      '/casino/dictionaries': casinoDictionaries,
      '/casino/games': { list: [buildGame({ id: 5, name: 'Mines', provider_id: 3 })] },
    });
    renderApp('/casino/providers/3?type=top');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern Lights' }, lazyScreenWait)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(within(list).getByRole('article', { name: 'Mines' })).toBeTruthy();
    expect(queryCalls(fetchMock, '/casino/games')[0]).toMatchObject({ provider_id: '3', is_top: 'true' });
    expect(screen.queryByRole('combobox', { name: 'Provider' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All providers' }).getAttribute('href')).toBe('/casino/providers');
  });

  it('sends an unknown provider to the providers list', async () => {
    stubFetch({ '/casino/dictionaries': casinoDictionaries, '/casino/providers': { list: [] } });
    renderApp('/casino/providers/99');
    await waitFor(() => expect(location()).toBe('/casino/providers'), lazyScreenWait);
  });

  it('lists the categories on mobile, each opening the lobby filtered by it', async () => {
    stubFetch({ '/casino/dictionaries': casinoDictionaries, '/casino/games': { list: [] } });
    renderApp('/casino/categories', { formFactor: 'mobile' });
    const list = await screen.findByRole('list', { name: 'Categories' }, lazyScreenWait);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['All games', 'Slots', 'Roulette']),
    );
    fireEvent.click(within(list).getByRole('link', { name: 'Roulette' }));
    await waitFor(() => expect(location()).toBe('/casino/games?category=2'));
    expect(await screen.findByRole('button', { name: 'Roulette', pressed: true })).toBeTruthy();
  });
});
