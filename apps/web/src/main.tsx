import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { listenForInstallPrompt } from './features/mobile-app/lib/install-prompt';
import { setApiContext } from './shared/api/api-context';
import { rememberAttribution } from './shared/browser/attribution';
import { readStoredLanguage } from './shared/i18n/language';
import { startAuthSession } from './shared/session/auth-session';

// The very first calls (settings) already go out in the player's stored language.
const storedLanguage = readStoredLanguage();
if (storedLanguage) setApiContext({ language: storedLanguage });
// A partner's tag and click id survive the visit (sign-up and app download read them).
rememberAttribution(window.location.search);
// Chromium offers the install once, early; the app page uses the offer when the player asks.
listenForInstallPrompt();
registerServiceWorker();
// Tokens must be in place before the first authorized call goes out.
startAuthSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
