import { page } from '../../shared/browser/page';

/**
 * A tab opened before a deploy asks for code of the build it loaded. When that code is gone or no
 * longer fits (its chunk was removed, or a chunk of the new build answers under an old name), the
 * page reloads once, onto the new build, instead of showing the error page.
 */

/** sessionStorage key holding when this tab last reloaded for a missing chunk. */
export const STALE_BUILD_RELOAD_KEY = 'meridian:stale-build-reload';

/** A second failure this soon after such a reload shows the error page instead of reloading again. */
export const STALE_BUILD_RELOAD_WINDOW_MS = 30_000;

/** Messages browsers give when a module script cannot be fetched or linked against its imports. */
const staleCode = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's stylesheet
  /does not provide an export named/i, // Chromium, a module of another build under the same name
  /ambiguous indirect export/i, // Firefox, the same
];

/** Whether an error says that code of the build this page loaded could not be loaded. */
export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return staleCode.some((pattern) => pattern.test(message));
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

let reloading = false;

function browserDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): without a guard across loads, no reload.
  }
  return { storage, now: Date.now, reload: () => page.reload() };
}

/**
 * Reloads the page unless it already reloaded for this within the window. Answers whether a reload
 * is under way (then the caller shows no error).
 */
export function reloadForStaleBuild(deps: ReloadDeps = browserDeps()): boolean {
  if (reloading) return true;
  const { storage, now } = deps;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(STALE_BUILD_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now() - last < STALE_BUILD_RELOAD_WINDOW_MS) return false;
    storage.setItem(STALE_BUILD_RELOAD_KEY, String(now()));
  } catch {
    return false;
  }
  reloading = true;
  deps.reload();
  return true;
}

/** Forgets a reload under way (tests run several pages in one document). */
export function resetStaleBuildReload(): void {
  reloading = false;
}

/**
 * Vite tells of a chunk or stylesheet it could not preload before a lazy import (`vite:preloadError`):
 * reloading then keeps the import's error from reaching the page.
 */
export function listenForStaleBuild(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleBuild()) event.preventDefault();
  });
}
