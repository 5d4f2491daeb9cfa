import { afterEach, describe, expect, it } from 'vitest';
import themeBoot from '../../../public/theme-boot.js?raw';
import { useTimezone } from '../format/timezone.store';
import { storeLanguage } from '../i18n/language';
import { useThemeStore } from '../theme/theme.store';
import { preferenceCookies, readCookie, writeCookie } from './cookies';

// The DOM outlives the file (setup.ts); the cookies and the theme written here must not.
afterEach(() => {
  for (const name of Object.values(preferenceCookies)) writeCookie(name, '', 0);
  delete document.documentElement.dataset.theme;
});

describe('the preference cookies the server renders a page by', () => {
  it('keeps the theme the player switches to', () => {
    useThemeStore.getState().setTheme('light');
    expect(readCookie('meridian.theme')).toBe('light');
    useThemeStore.getState().toggleTheme();
    expect(readCookie('meridian.theme')).toBe('dark');
  });

  it('keeps the time zone the player picks, and not an unknown one', () => {
    useTimezone.getState().setTimezone('America/New_York');
    useTimezone.getState().setTimezone('Mars/Olympus_Mons');
    expect(readCookie('meridian.timezone')).toBe('America/New_York');
  });

  it('keeps the language the player picks', () => {
    storeLanguage('ru');
    expect(readCookie('meridian.language')).toBe('ru');
  });

  it('keeps the theme public/theme-boot.js applies before the app starts', () => {
    localStorage.setItem('meridian.theme', 'light');
    new Function(themeBoot)();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(readCookie('meridian.theme')).toBe('light');
  });
});
