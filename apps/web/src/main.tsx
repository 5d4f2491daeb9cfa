import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { App } from './app/app';
import { setApiContext } from './shared/api/api-context';
import { readStoredLanguage } from './shared/i18n/language';
import { startAuthSession } from './shared/session/auth-session';

// The very first calls (settings) already go out in the player's stored language.
const storedLanguage = readStoredLanguage();
if (storedLanguage) setApiContext({ language: storedLanguage });
// Tokens must be in place before the first authorized call goes out.
startAuthSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
