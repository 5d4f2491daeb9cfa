import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { buildLiveMatch } from '../../../test/match.factory';
import { renderApp } from '../../../test/render-app';

const banners = [
  {
    id: 1,
    image: '/static/banners/welcome.svg',
    title: 'Welcome bonus',
    description: '100% on your first deposit',
    path: '/promotions/1',
  },
  {
    id: 2,
    image: '/static/banners/live.svg',
    title: 'Live every day',
    description: 'Thousands of events',
    path: '/live',
  },
];

describe('TopPage', { timeout: 20_000 }, () => {
  it('shows the banners the page arrived with at once, without asking for them', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'meridian-banners';
    block.textContent = JSON.stringify({ language: 'en', answer: { payload: { list: banners }, code: 'OK' } });
    document.head.append(block);
    const fetchMock = stubFetch({ '/content/banners': { list: [] } });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 5000 });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    expect(within(carousel).getByRole('link', { name: /Welcome bonus/ })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/content/banners'))).toEqual(
      [],
    );
    expect(block.isConnected).toBe(false);
  });

  it('shows the banners with their titles, each linking to its page, only the current one reachable', async () => {
    stubFetch({ '/content/banners': { list: banners } });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 5000 });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['Slide 1 of 2', 'Slide 2 of 2']);
    expect(
      within(slides[0] as HTMLElement)
        .getByRole('link', { name: /Welcome bonus/ })
        .getAttribute('href'),
    ).toBe('/promotions/1');
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(within(carousel).getByRole('button', { name: 'Go to slide 2' })).toBeTruthy();
  });

  it('moves to the next banner on the first press of Next, before the carousel was set up', async () => {
    stubFetch({ '/content/banners': { list: banners } });
    // No quiet moment comes: only the press sets the carousel up.
    const idle = Object.assign(window, { requestIdleCallback: () => 0, cancelIdleCallback: () => {} });
    try {
      renderApp('/');
      const carousel = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 5000 });
      const track = carousel.querySelector('[aria-live]') as HTMLElement;
      expect(track.style.transform).toBe('');
      fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
      await waitFor(() =>
        expect(within(carousel).getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe(
          'true',
        ),
      );
      expect(within(carousel).getAllByRole('group')[0]?.hasAttribute('inert')).toBe(true);
    } finally {
      Reflect.deleteProperty(idle, 'requestIdleCallback');
      Reflect.deleteProperty(idle, 'cancelIdleCallback');
    }
  });

  it('remembers the live or line tab for the session', async () => {
    stubFetch({
      '/content/banners': { list: [] },
      '/events/live/matches-best': { list: [] },
      '/events/line/matches-best': { list: [] },
    });
    const first = renderApp('/');
    fireEvent.click(await screen.findByRole('tab', { name: 'Upcoming' }, { timeout: 5000 }));
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No upcoming matches right now')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toBeTruthy();
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role'), tab.textContent ?? '').toBe('tabpanel');
    }
    first.unmount();
    renderApp('/');
    expect(
      (await screen.findByRole('tab', { name: 'Upcoming' }, { timeout: 5000 })).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('shows the ten best matches of the tab with desktop markets and a link to the whole list', async () => {
    installFakeRealtime();
    const asked: unknown[] = [];
    stubFetch({
      '/content/banners': { list: [] },
      '/events/live/matches-best': (_url, init) => {
        asked.push(JSON.parse(String(init.body)));
        return envelope({
          list: [buildLiveMatch({ id: 7, tournament: { id: 10, name: 'Premier Division', image: '' } })],
        });
      },
    });
    renderApp('/');
    const panel = await screen.findByRole('tabpanel', { name: 'Live' });
    expect(await within(panel).findByRole('article', { name: 'Rovers - United' }, { timeout: 5000 })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Premier Division' }).getAttribute('href')).toBe('/live/1/10');
    expect(within(panel).getByRole('link', { name: 'All live matches' }).getAttribute('href')).toBe('/live');
    expect(asked).toEqual([{ limit: 10, markets: 'main' }]);
  });

  it('asks for the selection again when its matches end, so the live list refills while the socket stays up', async () => {
    const realtime = installFakeRealtime();
    const selections = [
      [buildLiveMatch({ id: 7, name: 'Rovers - United', tournament: { id: 10, name: 'Premier Division', image: '' } })],
      [
        buildLiveMatch({
          id: 8,
          name: 'City - Athletic',
          team_home: { name: 'City', logo: '' },
          team_away: { name: 'Athletic', logo: '' },
          tournament: { id: 11, name: 'Cup', image: '' },
        }),
      ],
    ];
    let asked = 0;
    stubFetch({
      '/content/banners': { list: [] },
      '/events/live/matches-best': () => envelope({ list: selections[Math.min(asked++, 1)] }),
    });
    renderApp('/');
    const panel = await screen.findByRole('tabpanel', { name: 'Live' });
    expect(await within(panel).findByRole('article', { name: 'Rovers - United' }, { timeout: 5000 })).toBeTruthy();
    const socket = realtime.open();
    await waitFor(() => expect(realtime.subscribed()).toContain('tournament:live:10'));
    // The only match shown ends: its channel takes it out.
    socket.receive({ type: 'update', channel: 'tournament:live:10', data: { deltas: [{ id: 7, removed: true }] } });
    expect(await within(panel).findByRole('article', { name: 'City - Athletic' }, { timeout: 5000 })).toBeTruthy();
    expect(within(panel).queryByText('No live matches right now')).toBeNull();
    await waitFor(() => expect(realtime.subscribed()).toContain('tournament:live:11'));
  });

  it('asks for the compact market set on mobile', async () => {
    installFakeRealtime();
    const asked: unknown[] = [];
    stubFetch({
      '/content/banners': { list: [] },
      '/events/live/matches-best': (_url, init) => {
        asked.push(JSON.parse(String(init.body)));
        return envelope({ list: [] });
      },
    });
    renderApp('/', { formFactor: 'mobile' });
    expect(await screen.findByText('No live matches right now', {}, { timeout: 5000 })).toBeTruthy();
    expect(asked).toEqual([{ limit: 10, markets: 'main_mobile' }]);
  });
});
