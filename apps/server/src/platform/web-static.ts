import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_PARAM, PAGE_CONTEXT_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from '@meridian/contract/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverPaths } from '../paths.js';
import { failure } from './envelope.js';
import type { RenderedPage } from './web-render.js';

export interface WebStaticOptions {
  /**
   * The images a page path shows first (its largest paint, such as the top banner): index.html
   * preloads them so they download beside the app's code instead of after it and its data calls.
   */
  firstImages?: (path: string) => string[];
  /**
   * Answers written into the page as JSON data blocks (id and JSON text), such as what
   * `GET /api/v1/settings` would answer this request, so the app draws its first screen without
   * waiting for those calls.
   */
  bootData?: (request: FastifyRequest, path: string) => { id: string; json: string }[];
  /** The page's first screen rendered on the server (web-render.ts), or null to leave it to the browser. */
  render?: (request: FastifyRequest, path: string) => Promise<RenderedPage | null>;
  /** The languages a rendered page is offered in (its alternate links). */
  languages?: readonly string[];
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Where a rendered page lives for search engines: its origin and the languages it is offered in. */
export interface PageLinks {
  origin: string;
  languages: readonly string[];
}

/**
 * The page's canonical address (in the language it was rendered in) and its alternates: one per
 * language, named by `?lang=`, and `x-default`, the bare address whose language the visitor's cookie
 * or country decides.
 */
export function languageLinks(path: string, language: string, links: PageLinks): string {
  const url = new URL(path, links.origin);
  url.searchParams.delete(LANGUAGE_PARAM);
  const bare = url.href;
  const inLanguage = (code: string) => {
    const next = new URL(bare);
    next.searchParams.set(LANGUAGE_PARAM, code);
    return next.href;
  };
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${escapeAttribute(hreflang)}"` : ''} href="${escapeAttribute(href)}">`;
  return [
    link('canonical', inLanguage(language)),
    ...links.languages.map((code) => link('alternate', inLanguage(code), code)),
    link('alternate', bare, 'x-default'),
  ].join('');
}

/**
 * index.html around a server-rendered first screen: the app's HTML in #root, the page's language,
 * title and description, its canonical and language links, its schema.org data, the context the
 * browser hydrates with and the answers the HTML shows (JSON blocks).
 */
export function withRenderedPage(html: string, page: RenderedPage & { kind: 'page' }, links?: PageLinks): string {
  const screenCode = page.screenCode?.length ? { screenCode: page.screenCode } : {};
  const context = JSON.stringify({ ...page.context, ...screenCode }).replace(/</g, '\\u003c');
  const head = [
    links ? languageLinks(page.context.path, page.context.language, links) : '',
    // Fetched by the app before it hydrates (main.tsx): asked for now, beside its code.
    page.context.dictionaries
      ? `<link rel="preload" as="fetch" href="${escapeAttribute(page.context.dictionaries)}" crossorigin="anonymous">`
      : '',
    page.structuredData
      ? `<script type="application/ld+json">${page.structuredData.replace(/</g, '\\u003c')}</script>`
      : '',
    `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${context}</script>`,
    `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>`,
  ].join('');
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttribute(page.context.language)}"`)
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title ? `<title>${escapeText(page.title)}</title>` : title))
    .replace(/<meta name="description" content="[^"]*"/, (meta) =>
      page.description ? `<meta name="description" content="${escapeAttribute(page.description)}"` : meta,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with a high-priority preload of each given image in its head. */
export function withImagePreloads(html: string, images: string[]): string {
  if (images.length === 0) return html;
  const links = images
    .map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * A JSON answer in a data block. A `<` can only occur inside a JSON string, where `\u003c` reads
 * the same, so no `</script>` or `<!--` in a text can end the block early.
 */
export function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${escapeAttribute(id)}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * A page as bytes, cut at the end of its body, where each request's own data blocks go (the app's
 * code runs once the document is parsed, so it finds them there), with its gzip copy made once: the
 * part before the cut compressed and flushed to a byte boundary, to which each request appends its
 * own part compressed alone and the trailer of the whole (one deflate stream, RFC 1951 §3.2.3).
 */
export class PageFrame {
  readonly before: Buffer;
  readonly after: Buffer;
  #gzipped?: { head: Buffer; crc: number };

  constructor(html: string) {
    const cut = html.lastIndexOf('</body>');
    this.before = Buffer.from(cut < 0 ? html : html.slice(0, cut));
    this.after = Buffer.from(cut < 0 ? '' : html.slice(cut));
  }

  /** The page with a request's own data blocks. */
  page(blocks: string): Buffer {
    return Buffer.concat([this.before, Buffer.from(blocks), this.after]);
  }

  /** The same page, gzipped. */
  gzip(blocks: string): Buffer {
    this.#gzipped ??= {
      // ID1 ID2, deflate, no flags, no time, no extra flags, Unix (RFC 1952 §2.3).
      head: Buffer.concat([
        Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]),
        deflateRawSync(this.before, { finishFlush: zlibConstants.Z_SYNC_FLUSH }),
      ]),
      crc: crc32(this.before),
    };
    const tail = Buffer.concat([Buffer.from(blocks), this.after]);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(tail, this.#gzipped.crc), 0);
    trailer.writeUInt32LE((this.before.length + tail.length) % 2 ** 32, 4);
    return Buffer.concat([this.#gzipped.head, deflateRawSync(tail), trailer]);
  }
}

/** Whether a request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The frames of the pages served, each built once instead of on every request: a rendered page's
 * for as long as the renderer serves that page (per origin and first images it is asked with), a
 * page the browser draws once per set of first images. A request then costs its own data blocks
 * (compressed alone for a browser that takes gzip) and one copy of the bytes.
 */
export class PageFrames {
  readonly #rendered = new WeakMap<RenderedPage, Map<string, PageFrame>>();
  readonly #plain = new Map<string, PageFrame>();
  static readonly #most = 16;

  of(rendered: RenderedPage | null, key: string, build: () => string): PageFrame {
    let kept = this.#plain;
    if (rendered) {
      kept = this.#rendered.get(rendered) ?? new Map();
      this.#rendered.set(rendered, kept);
    }
    const found = kept.get(key);
    if (found) return found;
    const frame = new PageFrame(build());
    // The key holds the Host header a request names: only the first few are kept.
    if (kept.size < PageFrames.#most) kept.set(key, frame);
    return frame;
  }
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached),
 * the server's own static assets under /static (revalidated on each use), operator downloads under /downloads,
 * and the history fallback: any other GET that wants HTML gets index.html.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  webDist: string,
  dataDir: string,
  options: WebStaticOptions = {},
): Promise<void> {
  const flagsDir = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags');
  await app.register(fastifyStatic, { root: flagsDir, prefix: '/static/flags/', maxAge: '7d', immutable: false });
  // The server's own artwork (banners, sport icons, the brand) keeps its names from one release to
  // the next, so it cannot be cached for good: each use revalidates (ETag and Last-Modified, which
  // @fastify/static sends), a 304 without a body while the file is unchanged, and a replaced file
  // shows on the next load instead of a day later.
  await app.register(fastifyStatic, {
    root: serverPaths.public,
    prefix: '/static/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, no-cache');
    },
  });
  const downloads = join(dataDir, 'downloads');
  if (existsSync(downloads)) {
    await app.register(fastifyStatic, { root: downloads, prefix: '/downloads/', decorateReply: false });
  }

  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: false,
      // The build writes a .br and a .gz beside each text file (apps/web/vite.config.ts): sent as they
      // are to a browser that accepts them, instead of compressed again on every request.
      preCompressed: true,
      // send's own header (max-age=0) would replace the one set below.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;
  const frames = new PageFrames();

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isApi = path.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && request.method === 'GET' && wantsHtml && !/\.[a-z0-9]+$/i.test(path)) {
      if (!indexHtml)
        return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
      const rendered = (await options.render?.(request, path)) ?? null;
      if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      const origin = `${request.protocol}://${request.host}`;
      const images = options.firstImages?.(path) ?? [];
      const frame = frames.of(rendered, `${rendered ? origin : ''} ${images.join(' ')}`, () => {
        const page = withImagePreloads(indexHtml, images);
        return rendered ? withRenderedPage(page, rendered, { origin, languages: options.languages ?? [] }) : page;
      });
      const blocks = (options.bootData?.(request, path) ?? []).map((block) => dataBlock(block.id, block.json)).join('');
      reply
        .status(rendered?.status ?? 200)
        .type('text/html; charset=utf-8')
        // The page now carries this visitor's settings (their address, the time): no shared cache keeps it.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(frame.page(blocks));
      return reply.header('content-encoding', 'gzip').send(frame.gzip(blocks));
    }
    if (isApi) return reply.status(404).send(failure('NotFound', 'Not found'));
    return reply.status(404).type('text/plain').send('Not found');
  });
}
