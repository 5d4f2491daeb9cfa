import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../shared/session/auth.store';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { countFittingEntries } from './header-menu';

/**
 * jsdom lays nothing out: the menu gets `navWidth` pixels and every entry 10 pixels a character of
 * its text (its padding left aside), which is what the header measures.
 */
function layOut(navWidth: number): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'NAV' ? navWidth : (this.textContent ?? '').length * 10;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, width, height: 40, toJSON: () => ({}) };
  });
}

function renderHeader(path: string) {
  useAuthStore.getState().setTokens(null);
  stubFetch({});
  renderApp(path);
  return within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main menu' });
}

const allEntries = ['Top', 'Live', 'Line', 'Casino', 'Live Casino', 'Results', 'Promotions'];

describe('HeaderMenu', () => {
  it('shows every entry and no "More" when the header has room for them', () => {
    // Entries take 450 px, search 60 px.
    layOut(600);
    const nav = renderHeader('/');
    for (const name of allEntries) expect(within(nav).getByRole('link', { name })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves the entries that do not fit, from the last, into a "More" menu that keyboard users can open and close', () => {
    // 400 - 60 (search) - 40 ("More") leaves 300 px: Top to Live Casino take 280.
    layOut(400);
    const nav = renderHeader('/results');
    for (const name of allEntries.slice(0, 5)) expect(within(nav).getByRole('link', { name })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Results' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();

    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const results = within(panel as HTMLElement).getByRole('link', { name: 'Results' });
    expect(results.getAttribute('aria-current')).toBe('page');
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Promotions' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
    expect(document.activeElement).toBe(more);

    fireEvent.click(more);
    fireEvent.click(within(nav).getByRole('link', { name: 'Promotions' }));
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('HeaderMenu casino entries', () => {
  it('marks Casino as the current section on every casino page, not only the games list', () => {
    layOut(600);
    const nav = renderHeader('/casino/providers');
    expect(within(nav).getByRole('link', { name: 'Casino' }).className).toMatch(/active/);
    expect(within(nav).getByRole('link', { name: 'Live Casino' }).className).not.toMatch(/active/);
  });
});

describe('countFittingEntries', () => {
  const widths = [50, 60, 70, 80];

  it('keeps every entry when all fit, without room for "More"', () => {
    expect(countFittingEntries({ widths, gap: 4, available: 272, moreWidth: 90 })).toBe(4);
  });

  it('keeps as many leading entries as fit beside "More"', () => {
    expect(countFittingEntries({ widths, gap: 4, available: 271, moreWidth: 90 })).toBe(2);
    expect(countFittingEntries({ widths, gap: 4, available: 271, moreWidth: 80 })).toBe(3);
  });

  it('moves every entry into "More" when not even the first fits beside it', () => {
    expect(countFittingEntries({ widths, gap: 4, available: 100, moreWidth: 60 })).toBe(0);
  });
});
