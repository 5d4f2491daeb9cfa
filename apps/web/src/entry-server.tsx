/**
 * The server's entry: renders a public page's first screen to HTML with the data it shows, for the
 * browser to hydrate (main.tsx). Built by `vite build --ssr` into dist-server/ and loaded by the
 * server (apps/server/src/platform/web-render.ts), which calls `render` one page at a time: the
 * app's module state (the page context, the API context, the i18n instance) belongs to the render
 * under way.
 */
import { PassThrough } from 'node:stream';
import { DEFAULT_LANGUAGE } from '@meridian/contract/constants';
import type { PageContext, RenderResult } from '@meridian/contract/page-render';
import type { Settings } from '@meridian/contract/settings';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { takeRenderedHead } from './app/layouts/document-title';
import { withRouteRoot } from './app/router/app-routes';
import { RouteTableContext } from './app/router/route-handle';
import { appRoutes } from './app/router/routes';
import { setApiContext } from './shared/api/api-context';
import { type ApiTransport, setApiTransport } from './shared/api/api-transport';
import { settingsQueryOptions } from './shared/api/get-settings';
import { translationsQueryOptions } from './shared/api/get-translations';
import { shouldRetry } from './shared/api/query-client';
import { LearnedQueries, recordingQueries } from './shared/api/render-queries';
import { serializeState } from './shared/api/server-state';
import { collectDrawnModules } from './shared/browser/lazy-code';
import { setPageContext } from './shared/browser/page-context';
import { applyLanguage } from './shared/i18n/i18n';
import { takeRenderedRedirect } from './shared/routing/redirect';

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  context: PageContext;
  /** The settings this visitor's page carries (what `GET /settings` answers them). */
  settings: Settings;
  /** The server's own API, as the browser would call it. */
  transport: ApiTransport;
}

export type { RenderResult };

/** At most this many renders of a page: each finds the queries the data of the previous one revealed. */
const MAX_PASSES = 4;

/** The queries each page variant's last render used. */
const learned = new LearnedQueries();

/**
 * The whole tree rendered to HTML once every lazy screen and Suspense boundary has resolved, each
 * boundary written in place (no boundary outlined into a script: the page's policy runs no inline
 * script, and the page is cached whole). What failed to render is noted in `errors`; its boundary
 * is left for the browser to draw.
 */
function renderToHtml(tree: ReactNode, errors: unknown[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => {
      html += chunk;
    });
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { context } = request;
  setPageContext(context);
  setApiTransport(request.transport);
  setApiContext({ language: context.language, partnerId: request.settings.partner_group });
  try {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: shouldRetry, staleTime: 60_000, retryDelay: 0 } },
    });
    const recorder = recordingQueries(queryClient);
    const settingsParams = { host: context.host, accountId: null, countryCode: null };
    queryClient.setQueryData(settingsQueryOptions(settingsParams).queryKey, request.settings);
    let texts: Record<string, string> | undefined;
    if (context.language !== DEFAULT_LANGUAGE) {
      texts = (await queryClient.fetchQuery(translationsQueryOptions(context.language)).catch(() => null))?.texts;
    }
    applyLanguage(context.language, texts);

    const routes = withRouteRoot(appRoutes);
    const handler = createStaticHandler(routes);
    const url = new URL(request.url, `http://${context.host}`);
    const routerContext = await handler.query(new Request(url));
    if (routerContext instanceof Response) {
      return {
        kind: 'redirect',
        status: routerContext.status,
        location: routerContext.headers.get('location') ?? '/',
      };
    }
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const tree = (
      <StrictMode>
        <App
          queryClient={queryClient}
          router={
            <RouteTableContext.Provider value={appRoutes}>
              <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
            </RouteTableContext.Provider>
          }
        />
      </StrictMode>
    );
    let errors: unknown[] = [];
    let html = '';
    takeRenderedRedirect();
    const variant = [request.url, context.language, context.layout, context.host].join('\n');
    const guessed = learned.get(variant);
    await recorder.fetchAll(guessed);
    let modules: string[] = [];
    for (let pass = 1; ; pass++) {
      errors = [];
      // The head is what the last pass's screen said of itself.
      takeRenderedHead();
      const drawn = await collectDrawnModules(() => recorder.recorded(() => renderToHtml(tree, errors)));
      html = drawn.result;
      modules = drawn.modules;
      // A route or screen that sends its visitor elsewhere (an old path, an event gone live, a
      // closed casino) decides on what it already has: answered as a redirect at once.
      const sent = takeRenderedRedirect();
      if (sent) return { kind: 'redirect', status: 302, location: sent };
      if (pass === MAX_PASSES || !(await recorder.fetchWanted())) break;
    }
    const used = recorder.used();
    learned.set(variant, used);
    const shown = new Set(used.map((options) => options.queryHash));
    const unshown = new Set(guessed.map((options) => options.queryHash).filter((hash) => !shown.has(hash)));
    const head = takeRenderedHead();
    const matched = routerContext.matches.at(-1)?.route.path;
    return {
      kind: 'page',
      status: matched === '*' ? 404 : 200,
      html,
      title: head.title,
      description: head.description,
      structuredData: head.structuredData ? JSON.stringify(head.structuredData) : null,
      errors: errors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))),
      modules,
      // The visitor's own settings travel in their page apart (the HTML is shared): left out here.
      state: serializeState(
        dehydrate(queryClient, {
          // Not a query fetched on the last render's word that this one did not use, nor the
          // dictionaries when the page names them as a file of their own (PageContext.dictionaries).
          shouldDehydrateQuery: (query) =>
            !unshown.has(query.queryHash) &&
            query.queryKey[0] !== 'settings' &&
            !(query.queryKey[0] === 'dictionaries' && request.context.dictionaries) &&
            query.state.status === 'success',
        }),
      ),
    };
  } finally {
    setApiTransport(null);
    setPageContext(null);
  }
}
