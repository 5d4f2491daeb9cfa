import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../browser/storage';

export type Theme = 'dark' | 'light';

/** public/theme-boot.js sets the attribute before first paint; the store starts from it. */
function currentTheme(): Theme {
  const fromDocument = document.documentElement.dataset.theme;
  if (fromDocument === 'dark' || fromDocument === 'light') return fromDocument;
  const saved = readStorage('local', storageKeys.theme);
  return saved === 'light' ? 'light' : 'dark';
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: currentTheme(),
  setTheme: (theme) => {
    applyTheme(theme);
    writeStorage('local', storageKeys.theme, theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
