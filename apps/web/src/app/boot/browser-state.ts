import { whenIntlReady } from '../../shared/browser/intl-warmup';
import { inBrowser } from '../../shared/browser/page-context';
import { playerTimezone, useTimezone } from '../../shared/format/timezone.store';
import { browserTheme, useThemeStore } from '../../shared/theme/theme.store';

/**
 * Moves the stores that a server-rendered page starts from its page context (the values its HTML
 * was rendered with) to this browser's own: the theme public/theme-boot.js applied, the player's
 * time zone. The browser entry calls it in a task after `hydrateRoot`: the hydrating render reads the
 * stores' initial state (zustand's server snapshot), so it still matches the server's HTML, and React
 * renders again with these values straight after. On a page the browser renders alone the stores
 * already hold them, so calling it there changes nothing; on the server it does nothing.
 *
 * The time zone waits for public/theme-boot.js's worker to load ICU's data: asked first on the
 * page's main thread, it was its longest task.
 *
 * Values kept outside stores (the form factor, the user agent, Web Storage, clocks) come in by
 * themselves after hydration (useBrowserValue, useBrowserRender, FormFactorProvider).
 */
export function applyBrowserState(): void {
  if (!inBrowser) return;
  useThemeStore.setState({ theme: browserTheme() });
  whenIntlReady(() => useTimezone.setState({ timezone: playerTimezone() }));
}
