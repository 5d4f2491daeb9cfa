import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Meridian's colours (apps/web/src/shared/styles/tokens.css) on react-admin's Material UI themes. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    // The site's green as text and buttons on white: its darker shade keeps 4.5:1 contrast.
    primary: { main: '#087048', contrastText: '#ffffff' },
    secondary: { main: '#131b2b', contrastText: '#ffffff' },
    background: { default: '#eef1f6', paper: '#ffffff' },
    error: { main: '#c62828' },
  },
  components: {
    ...defaultLightTheme.components,
    // The forms' button bar in the page's own grey-blue rather than react-admin's neutral grey.
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#e3e8f0' } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: '#2fd896', contrastText: '#03140c' },
    secondary: { main: '#1a2437', contrastText: '#e8edf6' },
    background: { default: '#0b111d', paper: '#131b2b' },
    text: { primary: '#e8edf6', secondary: '#a3aec4' },
    error: { main: '#ff7a7a' },
  },
  components: {
    ...defaultDarkTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#1a2437' } } },
  },
};
