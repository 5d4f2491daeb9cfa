import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
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

describe('TopPage', () => {
  it('shows the banners with their titles, each linking to its page, only the current one reachable', async () => {
    stubFetch({ '/content/banners': { list: banners } });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
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

  it('remembers the live or line tab for the session', async () => {
    stubFetch({ '/content/banners': { list: [] } });
    const first = renderApp('/');
    fireEvent.click(await screen.findByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No upcoming matches right now')).toBeTruthy();
    first.unmount();
    renderApp('/');
    expect((await screen.findByRole('tab', { name: 'Upcoming' })).getAttribute('aria-selected')).toBe('true');
  });
});
