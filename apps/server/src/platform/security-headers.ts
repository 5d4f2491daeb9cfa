import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';

// Hosts of the third-party widgets an operator may switch on; allowed only when configured.
const INTERCOM = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
  frame: ['https://intercom-sheets.com'],
  img: ['https://*.intercomcdn.com', 'https://*.intercomassets.com'],
};
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  connect: [],
  frame: ['https://www.google.com/recaptcha/'],
  img: [],
};

/** A live studio on an origin of its own: the lobby loads its launcher and socket, the game frame its tables. */
function liveStudio(origin: string) {
  return { script: [origin], connect: [origin.replace(/^http/, 'ws')], frame: [origin], img: [] };
}

/** A game studio on an origin of its own: the game frame loads its pages. */
function gameStudio(origin: string) {
  return { script: [], connect: [], frame: [origin], img: [] };
}

/** A verification provider on an origin of its own: the site loads its SDK, which frames its widget. */
function verificationProvider(origin: string) {
  return { script: [origin], connect: [], frame: [origin], img: [] };
}

type ThirdParties = Pick<AppConfig, 'intercomAppId' | 'captchaProvider'> & {
  liveCasino?: Pick<AppConfig['liveCasino'], 'url'>;
  casinoGames?: Pick<AppConfig['casinoGames'], 'url'>;
  kyc?: Pick<AppConfig['kyc'], 'url'>;
};

function buildPolicy(config: ThirdParties) {
  const studio = config.liveCasino?.url;
  const extra = [
    config.intercomAppId ? INTERCOM : null,
    config.captchaProvider === 'recaptcha' ? RECAPTCHA : null,
    studio ? liveStudio(studio) : null,
    config.casinoGames?.url ? gameStudio(config.casinoGames.url) : null,
    config.kyc?.url ? verificationProvider(config.kyc.url) : null,
  ];
  const hosts = (kind: keyof typeof INTERCOM) => extra.flatMap((e) => e?.[kind] ?? []);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hosts('script')],
        // React and the carousel set style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...hosts('img')],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same-origin WebSocket (ws: on http, wss: on https) in CSP Level 3
        // browsers, Chromium included; bare ws:/wss: would allow sockets to any host.
        connectSrc: ["'self'", ...hosts('connect')],
        frameSrc: ["'self'", ...hosts('frame')],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
  });
}

/** Runs Helmet once and records the headers it sets; none of them depends on the request. */
export function securityHeaders(config: ThirdParties): Record<string, string> {
  const policy = buildPolicy(config);
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  policy({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers OWASP recommends for REST answers: /api/v1 answers are data, never rendered as
 * documents, so the page-level policies give way to a deny-all policy.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

const withoutHsts = (headers: Readonly<Record<string, string>>) => {
  const { 'strict-transport-security': _hsts, ...rest } = headers;
  return rest;
};

/**
 * Security headers on every answer: the full policy for the web app's pages and assets, the REST
 * set for the API. Both are computed at start, so a request pays one header merge.
 *
 * HSTS only on answers that travelled over HTTPS (RFC 6797 §7.2: a browser ignores it over plain
 * HTTP, and a plain-HTTP origin that sends it misleads scanners and proxies). `request.protocol`
 * is `https` on a TLS socket, or behind `TRUST_PROXY` when the proxy says `X-Forwarded-Proto: https`.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ThirdParties): void {
  const documents = securityHeaders(config);
  const sets = {
    https: { api: API_SECURITY_HEADERS, documents },
    http: { api: withoutHsts(API_SECURITY_HEADERS), documents: withoutHsts(documents) },
  };
  app.addHook('onRequest', (request, reply, done) => {
    const set = request.protocol === 'https' ? sets.https : sets.http;
    reply.headers(request.url.startsWith('/api/v1/') ? set.api : set.documents);
    done();
  });
}
