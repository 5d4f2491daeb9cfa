import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { LanguageCode } from '@meridian/contract/constants';
import {
  APP_BANNER_CLOSED_COOKIE,
  isTimeZone,
  LANGUAGE_PARAM,
  type PageContext,
  preferenceCookies,
  type RenderResult,
} from '@meridian/contract/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web app's server entry (apps/web/src/entry-server.tsx), as built into dist-server/. */
interface ServerEntry {
  render(request: {
    url: string;
    context: PageContext;
    settings: unknown;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderResult>;
}

export type { PageContext, RenderResult };

export type RenderedPage = RenderResult & {
  context: PageContext;
  /** The addresses of the code of the lazily loaded screens a page drew (its head preloads them). */
  screenCode?: string[];
};

/** An entry of the browser build's manifest (Vite's `.vite/manifest.json`), by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The code a browser needs for the given source modules, from the browser build's manifest: each
 * module's chunk and the chunks it imports, less what the app's entry loads anyway. Unknown modules
 * (a module built into the entry's own chunk) add nothing.
 */
export function screenCodeOf(manifest: Record<string, ManifestChunk>): (modules: string[]) => string[] {
  const initial = new Set<string>();
  const visitInitial = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const imported of manifest[key]?.imports ?? []) visitInitial(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visitInitial(key);
  return (modules) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || initial.has(key)) return;
      seen.add(key);
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files];
  };
}

/** What a page is rendered with: the visitor's settings and the choices their cookies carry. */
export interface PageRequest {
  settings: { country_code: string; country_language: string; is_blocked_geo: boolean; is_off_maintenance: boolean };
  languages: readonly string[];
  defaultLanguage: string;
  /** The address of the dictionaries file in a language (PageContext.dictionaries). */
  dictionaries?: (language: LanguageCode) => string;
}

/**
 * The public first screens rendered on the server; any other path (the player's own pages) is drawn
 * by the browser.
 */
const RENDERED = [
  /^\/$/,
  /^\/(live|line)(\/.*)?$/,
  /^\/(search|results|promotions|mobile-app)(\/.*)?$/,
  /^\/terms\/[^/]+$/,
  // The lobbies, a provider's games and the categories; a game's own page launches it for the player.
  /^\/(casino|live-casino)(\/(games|categories|providers(\/[^/]+)?))?\/?$/,
];

/** Whether a path's first screen is rendered on the server. */
export function rendersOnServer(path: string): boolean {
  return RENDERED.some((pattern) => pattern.test(path));
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The layout, theme, language and time zone a visitor's page is rendered in: a language the link
 * names (`?lang=`, the alternates search engines follow), else what the browser keeps
 * in cookies (written as the player chooses, and the layout by the app at each start), else a guess
 * the browser corrects: the layout from the user agent (the app reloads when it was wrong, as on
 * crossing the breakpoint), the default theme (theme-boot.js paints the right one before the first
 * frame), the country's language, UTC (the times move to the player's zone after hydration).
 */
export function pageContextOf(request: FastifyRequest, page: PageRequest, now: number): PageContext {
  const agent = request.headers['user-agent'] ?? '';
  const layoutCookie = cookie(request, preferenceCookies.layout);
  const layout =
    layoutCookie === 'mobile' || layoutCookie === 'desktop'
      ? layoutCookie
      : MOBILE_AGENT.test(agent)
        ? 'mobile'
        : 'desktop';
  const appBanner = /android/i.test(agent) && cookie(request, APP_BANNER_CLOSED_COOKIE) !== '1';
  const theme = cookie(request, preferenceCookies.theme) === 'light' ? 'light' : 'dark';
  const supported = (code: string | undefined) => (code && page.languages.includes(code) ? code : undefined);
  const linked = new URL(request.url, 'http://page').searchParams.get(LANGUAGE_PARAM) ?? undefined;
  const language =
    supported(linked) ??
    supported(cookie(request, preferenceCookies.language)) ??
    supported(page.settings.country_language.toLowerCase()) ??
    page.defaultLanguage;
  const zone = cookie(request, preferenceCookies.timezone);
  const timezone = zone && isTimeZone(zone) ? zone : 'UTC';
  const host = request.hostname.replace(/:\d+$/, '');
  const context: PageContext = {
    layout,
    theme,
    language,
    timezone,
    renderedAt: now,
    host,
    appBanner,
    path: request.url,
  };
  if (page.dictionaries) context.dictionaries = page.dictionaries(language as LanguageCode);
  return context;
}

export interface PageRendererOptions {
  /** How long a rendered first screen is served to every visitor of its variant (ms). */
  cacheMs: number;
  /** The code of the lazily loaded screens a render drew, by their source modules (`screenCodeOf`). */
  screenCode?: (modules: string[]) => string[];
  now?: () => number;
  /** Where a part that failed to render on the server is reported (the browser draws it). */
  onError?: (url: string, errors: string[]) => void;
}

interface CachedPage {
  /** When the render began: the age of the data the page shows. */
  at: number;
  page: Promise<RenderedPage>;
  /** The page once rendered: what visitors are served while its next render is under way. */
  ready?: RenderedPage;
  /** The next render, begun halfway through the period. */
  next?: Promise<RenderedPage>;
}

/**
 * Renders the web app's public first screens with its built server entry. A render asks the
 * server's own API through `inject`, as the browser would; renders run one at a time (the app's
 * module state belongs to the render under way), and a page's HTML is kept `cacheMs` for every
 * visitor of the same path, language, layout, theme, time zone, country and gate, so a burst of visitors
 * costs one render per page and period. The next render begins halfway through the period, at the
 * first visit after it, while visitors keep getting the page they had: a page asked for steadily is
 * renewed before its period ends and no visitor waits, and none is ever older than `cacheMs` (a page
 * past its period is rendered before it is served, as one nobody asked for in the meantime).
 */
export class PageRenderer {
  readonly #entry: ServerEntry;
  readonly #app: FastifyInstance;
  readonly #options: PageRendererOptions;
  readonly #cache = new Map<string, CachedPage>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(entry: ServerEntry, app: FastifyInstance, options: PageRendererOptions) {
    this.#entry = entry;
    this.#app = app;
    this.#options = options;
  }

  /** The renderer of the built entry, or null when the web app's server build is missing. */
  static async load(entryFile: string, app: FastifyInstance, options: PageRendererOptions, manifestFile?: string) {
    if (!existsSync(entryFile)) return null;
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const screenCode =
      manifestFile && existsSync(manifestFile)
        ? screenCodeOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
        : undefined;
    return new PageRenderer(entry, app, { screenCode, ...options });
  }

  /**
   * The page for a request: from the cache while fresh, the last one while its successor renders,
   * else rendered (one render per variant at once). `settings` (the answer of the settings call for
   * this visitor) is asked for only when a render runs.
   */
  page(request: FastifyRequest, page: PageRequest, settings: () => unknown): Promise<RenderedPage> {
    const now = (this.#options.now ?? Date.now)();
    const context = pageContextOf(request, page, now);
    const gate = page.settings.is_off_maintenance ? 'maintenance' : page.settings.is_blocked_geo ? 'blocked' : 'open';
    const { language, layout, theme, timezone, host, appBanner } = context;
    // The country's settings (its flags, currency, code) show in the page: one variant per country.
    const country = page.settings.country_code;
    const key = [request.url, language, layout, theme, timezone, gate, country, host, appBanner].join('\n');
    const { cacheMs } = this.#options;
    const cached = this.#cache.get(key);
    const age = cached ? now - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < cacheMs / 2) return cached.page;
    const render = () => this.#serialised(() => this.#render(request.url, context, settings()));
    if (cached && age < cacheMs) {
      // Its first render still under way.
      if (!cached.ready) return cached.page;
      if (!cached.next) {
        const next = render();
        cached.next = next;
        next.then(
          (ready) => this.#cache.set(key, { at: now, page: next, ready }),
          () => {
            cached.next = undefined;
          },
        );
      }
      return Promise.resolve(cached.ready);
    }
    // Past its period: the renewal under way, else a render.
    if (cached?.next) return cached.next;
    const rendered = render();
    const entry: CachedPage = { at: now, page: rendered };
    this.#cache.set(key, entry);
    rendered.then(
      (ready) => {
        entry.ready = ready;
      },
      // A failed render is not kept.
      () => {
        if (this.#cache.get(key) === entry) this.#cache.delete(key);
      },
    );
    // Old entries leave as new ones come.
    if (this.#cache.size > 2_000) {
      for (const [old, kept] of this.#cache) if (now - kept.at >= cacheMs) this.#cache.delete(old);
    }
    return rendered;
  }

  #serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #render(url: string, context: PageContext, settings: unknown): Promise<RenderedPage> {
    const result = await this.#entry.render({
      url,
      context,
      settings,
      transport: (target, init) => this.#call(target, init),
    });
    if (result.kind !== 'page') return { ...result, context };
    if (result.errors.length > 0) this.#options.onError?.(url, result.errors);
    return { ...result, context, screenCode: this.#options.screenCode?.(result.modules) ?? [] };
  }

  /** A call of the app's API client, answered by this server's own routes. */
  async #call(url: string, init: RequestInit): Promise<Response> {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await this.#app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }
}
