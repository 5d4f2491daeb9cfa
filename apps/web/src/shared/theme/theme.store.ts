import { create } from 'zustand';
import { preferenceCookies, writePreferenceCookie } from '../browser/cookies';
import { inBrowser } from '../browser/page-context';
import { startFromPage } from '../browser/start-from-page';
import { readStorage, storageKeys, writeStorage } from '../browser/storage';

export type Theme = 'dark' | 'light';

/** The theme of a page nobody chose one for (index.html's and public/theme-boot.js's default). */
export const DEFAULT_THEME: Theme = 'dark';

/** The theme this browser shows: public/theme-boot.js sets the attribute before first paint. */
export function browserTheme(): Theme {
  const fromDocument = document.documentElement.dataset.theme;
  if (fromDocument === 'dark' || fromDocument === 'light') return fromDocument;
  const saved = readStorage('local', storageKeys.theme);
  return saved === 'light' ? 'light' : DEFAULT_THEME;
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/**
 * The theme the page shows. A page the server rendered starts from the theme of its HTML, the
 * browser's own follows after hydration (app/boot/browser-state.ts); a page the browser renders
 * alone starts from the browser's.
 */
export const useThemeStore = create<ThemeState>()(
  startFromPage<ThemeState>(
    (page) => ({ theme: page.theme }),
    (set, get) => ({
      theme: inBrowser ? browserTheme() : DEFAULT_THEME,
      setTheme: (theme) => {
        applyTheme(theme);
        writeStorage('local', storageKeys.theme, theme);
        // The server renders the next page's toggle (and colours) from the cookie.
        writePreferenceCookie(preferenceCookies.theme, theme);
        set({ theme });
      },
      toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
    }),
  ),
);
