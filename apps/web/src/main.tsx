import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { App } from './app/app';
import { applyBrowserState } from './app/boot/browser-state';
import { listenForStaleBuild } from './app/boot/stale-build-reload';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { AppRoutes, createAppRouter, type DataRouter } from './app/router/app-routes';
import { listenForInstallPrompt } from './features/mobile-app/lib/install-prompt';
import { setApiContext } from './shared/api/api-context';
import { seedBootSettings } from './shared/api/boot-settings';
import { createQueryClient } from './shared/api/query-client';
import { parseState, SERVER_STATE_ELEMENT_ID, seedDictionaries } from './shared/api/server-state';
import { rememberAttribution } from './shared/browser/attribution';
import { preloadCode } from './shared/browser/lazy-code';
import { pageContext, setPageContext } from './shared/browser/page-context';
import { applyLanguage } from './shared/i18n/i18n';
import { adoptLinkedLanguage, readStoredLanguage } from './shared/i18n/language';
import { startAuthSession } from './shared/session/auth-session';

// The code of the screens the server drew, asked for all at once in a task of its own, right after
// this one (each link costs the page a little work). Named in the page's head instead, it competed
// with the page's own first paint for a slow line.
setTimeout(() => preloadCode(pageContext()?.screenCode ?? []), 0);
// A lazy screen's code removed by a deploy since this page loaded reloads the page onto the new build.
listenForStaleBuild();
// The very first calls (settings) already go out in the player's stored language, or the one the
// address names.
adoptLinkedLanguage(window.location.search);
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

const queryClient = createQueryClient();
seedBootSettings(queryClient);
const rendered = pageContext();
// The server rendered the first screen in this language: hydrate it, unless this browser stored
// another language than the one the server knew of (its cookie was lost), which is drawn afresh.
const hydrating =
  rendered !== null &&
  container.firstElementChild !== null &&
  rendered.path === `${window.location.pathname}${window.location.search}` &&
  (storedLanguage ?? rendered.language) === rendered.language;
if (hydrating) {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  const state = parseState(element?.textContent ?? '');
  element?.remove();
  if (state) hydrate(queryClient, state);
  setApiContext({ language: rendered.language });
  const texts = queryClient.getQueryData<{ texts: Record<string, string> }>([
    'translations',
    'site',
    rendered.language,
  ]);
  // Applied before the first render, so the hydrating render writes the server's words.
  applyLanguage(rendered.language, texts?.texts);
  // The router is created in a task of its own while the dictionaries arrive: inside the hydrating
  // render it made one long slice.
  const router = new Promise<DataRouter>((resolve) => setTimeout(() => resolve(createAppRouter()), 0));
  // The reference data the HTML was drawn with, in a file the page already asked for beside this code.
  void Promise.all([router, seedDictionaries(queryClient, rendered)]).then(([created]) => {
    // Hydrated as a transition: React works through the tree in slices of a few milliseconds and
    // yields between them, so a tap or a frame is never held behind the whole page's hydration (a
    // blocking hydration was one task of about a second on a throttled phone).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} router={<AppRoutes router={created} />} />
        </StrictMode>,
      );
    });
  });
} else {
  // Drawn afresh: nothing here has to match the server's HTML (the service worker's offline copy of
  // another page, another language), so the browser's own values apply from the first render.
  setPageContext(null);
  container.textContent = '';
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
// The browser's own theme and time zone follow in a task of their own: asking for the time zone
// the first time is slow, and the hydrating render reads the page's values anyway.
setTimeout(applyBrowserState, 0);
