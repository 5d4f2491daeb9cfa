import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CONTEXT_ELEMENT_ID, type PageContext } from '../../shared/browser/page-context';
import { useBrowserValue } from '../../shared/hooks/use-browser-value';
import { buildMatch } from '../../test/match.factory';

/**
 * A page the server rendered, hydrated: the first render in the browser draws exactly the server's
 * HTML (from the page context written into the page), and the browser's own values follow.
 */

const PAGE: PageContext = {
  layout: 'desktop',
  theme: 'light',
  language: 'en',
  timezone: 'Asia/Tokyo',
  renderedAt: Date.UTC(2025, 5, 15, 18, 30),
  host: 'meridian.test',
  appBanner: false,
  path: '/',
};

// 2025-06-15 18:30 UTC: 03:30 in Tokyo, 19:30 in London.
const KICK_OFF = 1_750_012_200;

let root: Root | undefined;

const fromThisBrowser = () => 'from this browser';

/** A value only the browser knows, such as a remembered tab. */
function Remembered() {
  return <p>{useBrowserValue(fromThisBrowser, 'from the server')}</p>;
}

/** The page as the server sends it: its context, and the app's HTML in #root. */
function servePage(): HTMLElement {
  const context = document.createElement('script');
  context.id = PAGE_CONTEXT_ELEMENT_ID;
  context.type = 'application/json';
  context.textContent = JSON.stringify(PAGE);
  document.body.append(context);
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

describe('applyBrowserState', () => {
  // Each test's stores are created afresh, from the page it sets up.
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    delete document.documentElement.dataset.theme;
  });

  it("hydrates the server's theme and time zone without a mismatch, then shows the browser's own", async () => {
    // What public/theme-boot.js applied, and the zone the player chose in this browser.
    document.documentElement.dataset.theme = 'dark';
    localStorage.setItem('meridian.timezone', 'Europe/London');
    const container = servePage();
    // The app's modules read the page context as the browser entry's do: after the page arrived.
    const { ThemeToggle } = await import('../shell/theme-toggle');
    const { MatchStatus } = await import('../../shared/events/match-status');
    const { applyBrowserState } = await import('./browser-state');
    const page = (
      <>
        <ThemeToggle />
        <MatchStatus match={buildMatch({ start_time: KICK_OFF, is_live: false })} livePaused={false} />
        <Remembered />
      </>
    );
    container.innerHTML = renderToString(page);
    expect(container.innerHTML).toContain('Switch to dark theme');
    expect(container.innerHTML).toContain('03:30');
    expect(container.innerHTML).toContain('from the server');

    const mismatches = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: mismatches });
      applyBrowserState();
    });

    expect(mismatches).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
    expect(screen.getByText('19:30')).toBeTruthy();
    expect(screen.getByText('from this browser')).toBeTruthy();
  });

  it('changes nothing on a page the browser renders alone, whose stores start from the browser', async () => {
    document.documentElement.dataset.theme = 'light';
    localStorage.setItem('meridian.timezone', 'Europe/London');
    const { useThemeStore } = await import('../../shared/theme/theme.store');
    const { useTimezone } = await import('../../shared/format/timezone.store');
    const { applyBrowserState } = await import('./browser-state');
    expect(useThemeStore.getState().theme).toBe('light');
    expect(useTimezone.getState().timezone).toBe('Europe/London');
    applyBrowserState();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(useTimezone.getState().timezone).toBe('Europe/London');
  });

  it("asks for the player's time zone only once the boot script's worker has loaded Intl", async () => {
    document.documentElement.dataset.theme = 'dark';
    localStorage.setItem('meridian.timezone', 'Europe/London');
    servePage();
    let warmedUp = () => {};
    window.meridianIntlReady = new Promise<void>((resolve) => {
      warmedUp = resolve;
    });
    try {
      const { useThemeStore } = await import('../../shared/theme/theme.store');
      const { useTimezone } = await import('../../shared/format/timezone.store');
      const { applyBrowserState } = await import('./browser-state');
      applyBrowserState();
      await Promise.resolve();
      expect(useThemeStore.getState().theme).toBe('dark');
      expect(useTimezone.getState().timezone).toBe('Asia/Tokyo');
      warmedUp();
      await window.meridianIntlReady;
      await Promise.resolve();
      expect(useTimezone.getState().timezone).toBe('Europe/London');
    } finally {
      delete window.meridianIntlReady;
    }
  });
});
