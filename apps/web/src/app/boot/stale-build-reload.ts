import { page } from '../../shared/browser/page';

/**
 * A tab opened before a deploy asks for code of the build it loaded. When that code is gone or no
 * longer fits (its chunk was removed, or a chunk of the new build answers under an old name), and
 * the server now serves another build, the page reloads once onto it instead of showing the error
 * page. Code that is merely unreachable (the same build still served, the network or a proxy
 * refusing the file) is no reason to reload: the error page and its Refresh stay.
 */

/** sessionStorage key holding when this tab last reloaded for a missing chunk. */
export const STALE_BUILD_RELOAD_KEY = 'meridian:stale-build-reload';

/** A second failure this soon after such a reload shows the error page instead of reloading again. */
export const STALE_BUILD_RELOAD_WINDOW_MS = 30_000;

/** Messages browsers give when a module script (or a chunk's stylesheet) cannot be fetched. */
const codeNotFetched = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's stylesheet
];

/** Messages browsers give when a fetched module does not link against its imports. */
const codeMismatched = [
  /does not provide an export named/i, // Chromium, a module of another build under the same name
  /ambiguous indirect export/i, // Firefox, the same
];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

/** Whether an error says that a lazily loaded module could not be fetched at all. */
export function isCodeNotFetched(error: unknown): boolean {
  const message = messageOf(error);
  return codeNotFetched.some((pattern) => pattern.test(message));
}

/** Whether an error says that code of the build this page loaded could not be loaded. */
export function isStaleBuildError(error: unknown): boolean {
  const message = messageOf(error);
  return isCodeNotFetched(message) || codeMismatched.some((pattern) => pattern.test(message));
}

/** The path of the entry module a page's HTML loads (`/assets/index-<hash>.js`), or null. */
export function entryScriptOf(html: string): string | null {
  const tag = /<script\b[^>]*\btype="module"[^>]*>/i.exec(html)?.[0];
  const src = tag ? /\bsrc="([^"]+)"/i.exec(tag)?.[1] : undefined;
  if (!src) return null;
  try {
    return new URL(src, 'http://page.invalid').pathname;
  } catch {
    return null;
  }
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  /** The entry module of the build this page runs. */
  ownEntry: () => string | null;
  /** The HTML the server now serves for a page, or null when it cannot be had. */
  deployedPage: () => Promise<string | null>;
}

function browserDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): without a guard across loads, no reload.
  }
  return {
    storage,
    now: Date.now,
    reload: () => page.reload(),
    ownEntry: () => {
      const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
      return script ? new URL(script.src).pathname : null;
    },
    deployedPage: async () => {
      try {
        const answer = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
        return answer.ok ? await answer.text() : null;
      } catch {
        return null;
      }
    },
  };
}

let pending: Promise<boolean> | null = null;

async function reloadIfRedeployed(deps: ReloadDeps): Promise<boolean> {
  const { storage, now } = deps;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(STALE_BUILD_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now() - last < STALE_BUILD_RELOAD_WINDOW_MS) return false;
  } catch {
    return false;
  }
  const own = deps.ownEntry();
  const html = own ? await deps.deployedPage() : null;
  const deployed = html ? entryScriptOf(html) : null;
  if (!own || !deployed || deployed === own) return false;
  try {
    storage.setItem(STALE_BUILD_RELOAD_KEY, String(now()));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/**
 * Reloads the page when the server now serves another build than this page's, unless the tab
 * already reloaded for this within the window. Answers whether a reload is under way (then the
 * caller shows no error). Several chunks failing at once share one check and one reload.
 */
export function reloadForStaleBuild(deps: ReloadDeps = browserDeps()): Promise<boolean> {
  pending ??= reloadIfRedeployed(deps).then((reloading) => {
    // A check that found no reason may be asked again by a later failure; a reload under way stays.
    if (!reloading) pending = null;
    return reloading;
  });
  return pending;
}

/** Forgets a reload under way (tests run several pages in one document). */
export function resetStaleBuildReload(): void {
  pending = null;
}

/**
 * Vite tells of a chunk or stylesheet it could not preload before a lazy import
 * (`vite:preloadError`): the check for a new build starts at once. The import's own error still
 * reaches the screen's error boundary, which waits for the same check before choosing between the
 * reload and the error page.
 */
export function listenForStaleBuild(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', () => {
    void reloadForStaleBuild();
  });
}
