import { render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../shared/browser/page';
import { ErrorBoundary } from './error-boundary';
import {
  isStaleBuildError,
  listenForStaleBuild,
  reloadForStaleBuild,
  resetStaleBuildReload,
  STALE_BUILD_RELOAD_KEY,
  STALE_BUILD_RELOAD_WINDOW_MS,
} from './stale-build-reload';

const ERROR_TITLE = 'Oops, Something Went Wrong. Please Refresh The Page';
const missingChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: https://meridian.test/assets/more-page-Ab12Cd34.js');

/** A screen whose code fails to load as the browser reports it. */
function LazyScreen({ error }: { error: Error }) {
  const Screen = lazy<ComponentType>(() => Promise.reject(error));
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

beforeEach(() => {
  resetStaleBuildReload();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('isStaleBuildError', () => {
  it('recognises the browsers’ failures to load or link a module of another build', () => {
    expect(isStaleBuildError(missingChunk())).toBe(true);
    expect(isStaleBuildError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleBuildError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isStaleBuildError(
        new SyntaxError("The requested module './odds-button-BwcmEjed.js' does not provide an export named 'n'"),
      ),
    ).toBe(true);
    expect(isStaleBuildError(new Error('Unable to preload CSS for /assets/style-cFfCxzQ4.css'))).toBe(true);
  });

  it('leaves other errors to the error page', () => {
    expect(isStaleBuildError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isStaleBuildError(undefined)).toBe(false);
  });
});

describe('reloadForStaleBuild', () => {
  it('reloads once, and not again within the window after that reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    expect(reloadForStaleBuild({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again shortly after: no second reload.
    resetStaleBuildReload();
    now += STALE_BUILD_RELOAD_WINDOW_MS - 1;
    expect(reloadForStaleBuild({ storage, now: () => now, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, once the window has passed', () => {
    const storage = memoryStorage();
    storage.setItem(STALE_BUILD_RELOAD_KEY, '1000000');
    const reload = vi.fn();
    const now = 1_000_000 + STALE_BUILD_RELOAD_WINDOW_MS;
    expect(reloadForStaleBuild({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(STALE_BUILD_RELOAD_KEY)).toBe(String(now));
  });

  it('asks for one reload however many chunks fail before the page goes', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForStaleBuild({ storage, now: () => 5, reload })).toBe(true);
    expect(reloadForStaleBuild({ storage, now: () => 6, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload where the tab cannot remember that it did', () => {
    const reload = vi.fn();
    expect(reloadForStaleBuild({ storage: null, now: () => 5, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a lazy screen whose code is gone', () => {
  it('reloads the page instead of showing the error page', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <LazyScreen error={missingChunk()} />
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('main')).getAttribute('aria-busy')).toBe('true');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(ERROR_TITLE)).toBeNull();
  });

  it('shows the error page when the reloaded page fails the same way', async () => {
    sessionStorage.setItem(STALE_BUILD_RELOAD_KEY, String(Date.now()));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <LazyScreen error={missingChunk()} />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(ERROR_TITLE)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error page for an error of the screen itself', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <LazyScreen error={new TypeError("Cannot read properties of undefined (reading 'id')")} />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(ERROR_TITLE)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('listenForStaleBuild', () => {
  it('reloads on a failed preload and keeps its error from the page', () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const target = new EventTarget();
    listenForStaleBuild(target as unknown as Window);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });
});
