import { render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../shared/browser/page';
import { ErrorBoundary } from './error-boundary';
import {
  entryScriptOf,
  isStaleBuildError,
  listenForStaleBuild,
  type ReloadDeps,
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

const OWN_ENTRY = '/assets/index-Old11111.js';
const pageOf = (entry: string) =>
  `<!doctype html><html><head><script src="/theme-boot.js"></script><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;

/** A tab of the build OWN_ENTRY, with the server serving `deployed` (null: it cannot be reached). */
function tab(
  deployed: string | null,
  now = 1_000_000,
): ReloadDeps & { storage: ReturnType<typeof memoryStorage>; reload: ReturnType<typeof vi.fn<() => void>> } {
  return {
    storage: memoryStorage(),
    now: () => now,
    reload: vi.fn<() => void>(),
    ownEntry: () => OWN_ENTRY,
    deployedPage: async () => (deployed === null ? null : pageOf(deployed)),
  };
}

/** The page a test renders runs the build OWN_ENTRY; the server answers `/` with `deployed`. */
function serve(deployed: string | null) {
  // Typed a module only once in the document: happy-dom would otherwise try to load it.
  document.head.innerHTML = `<script type="text/plain" src="${OWN_ENTRY}"></script>`;
  document.head.querySelector('script')?.setAttribute('type', 'module');
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () =>
      deployed === null ? Promise.reject(new TypeError('Failed to fetch')) : new Response(pageOf(deployed)),
    );
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

describe('entryScriptOf', () => {
  it('finds the entry module of a served page', () => {
    expect(entryScriptOf(pageOf('/assets/index-New22222.js'))).toBe('/assets/index-New22222.js');
    expect(entryScriptOf(pageOf('https://cdn.example/assets/index-New22222.js'))).toBe('/assets/index-New22222.js');
    expect(entryScriptOf('<html><body>Not found</body></html>')).toBeNull();
  });
});

describe('reloadForStaleBuild', () => {
  it('reloads once when the server now serves another build, and not again within the window', async () => {
    const deps = tab('/assets/index-New22222.js');
    expect(await reloadForStaleBuild(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again shortly after: no second reload.
    resetStaleBuildReload();
    const again = { ...deps, now: () => 1_000_000 + STALE_BUILD_RELOAD_WINDOW_MS - 1 };
    expect(await reloadForStaleBuild(again)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the server still serves this page’s build: the code is unreachable, not replaced', async () => {
    const deps = tab(OWN_ENTRY);
    expect(await reloadForStaleBuild(deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.storage.items.has(STALE_BUILD_RELOAD_KEY)).toBe(false);
  });

  it('does not reload when the server cannot be reached', async () => {
    const deps = tab(null);
    expect(await reloadForStaleBuild(deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy, once the window has passed', async () => {
    const now = 1_000_000 + STALE_BUILD_RELOAD_WINDOW_MS;
    const deps = tab('/assets/index-New22222.js', now);
    deps.storage.setItem(STALE_BUILD_RELOAD_KEY, '1000000');
    expect(await reloadForStaleBuild(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.storage.items.get(STALE_BUILD_RELOAD_KEY)).toBe(String(now));
  });

  it('checks and reloads once however many chunks fail before the page goes', async () => {
    const deps = tab('/assets/index-New22222.js');
    const deployedPage = vi.fn(deps.deployedPage);
    const both = await Promise.all([
      reloadForStaleBuild({ ...deps, deployedPage }),
      reloadForStaleBuild({ ...deps, deployedPage }),
    ]);
    expect(both).toEqual([true, true]);
    expect(deployedPage).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload where the tab cannot remember that it did', async () => {
    const deps = { ...tab('/assets/index-New22222.js'), storage: null };
    expect(await reloadForStaleBuild(deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('a lazy screen whose code is gone', () => {
  it('reloads the page onto the new build instead of showing the error page', async () => {
    serve('/assets/index-New22222.js');
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <LazyScreen error={missingChunk()} />
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('main')).getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(ERROR_TITLE)).toBeNull();
  });

  it('shows the error page when the server still serves the same build', async () => {
    serve(OWN_ENTRY);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <LazyScreen error={missingChunk()} />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(ERROR_TITLE)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error page when the reloaded page fails the same way', async () => {
    serve('/assets/index-New22222.js');
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
    const fetch = serve('/assets/index-New22222.js');
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <LazyScreen error={new TypeError("Cannot read properties of undefined (reading 'id')")} />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(ERROR_TITLE)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('listenForStaleBuild', () => {
  it('checks for a new build on a failed preload and reloads onto it', async () => {
    serve('/assets/index-New22222.js');
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const target = new EventTarget();
    listenForStaleBuild(target as unknown as Window);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
