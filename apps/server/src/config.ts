import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { APP_VERSION } from '@meridian/contract/constants';
import { z } from 'zod';
import { serverPaths } from './paths.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const countryList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'each entry must be a two-letter country code')));

/** A whole amount in major units of a currency (no fraction, no float): `2000`. */
const wholeUnits = z
  .string()
  .regex(/^\d{1,12}$/, 'must be a whole number of currency units, such as 2000')
  .transform((v) => BigInt(v));

/** Comma-separated http(s) origins. */
const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'each entry must be an http(s) origin' })));

/** Comma-separated addresses or CIDR ranges: `10.0.0.0/8,203.0.113.7`. */
const addressList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine((entry) => {
        const [address = '', prefix, ...rest] = entry.split('/');
        const family = isIP(address);
        if (family === 0 || rest.length > 0) return false;
        if (prefix === undefined) return true;
        const bits = Number(prefix);
        return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
      }, 'each entry must be an IP address or a CIDR range'),
    ),
  );

/** Environment variables, each with an embedded default so `npm start` runs with nothing set. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    // The job queue keeps its tables in `<schema>_pgboss`, a name of at most 50 characters.
    .max(43, 'must be at most 43 characters')
    .default('public'),
  REFERENCE_REFRESH_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Public first screens rendered on the server (apps/web/src/entry-server.tsx); off until the journeys are adapted to it. */
  SERVER_RENDER: bool.default(true),
  /** How long a server-rendered first screen is served to every visitor of its variant (0: each visit renders). */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  TRUST_PROXY: bool.default(false),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase())
    .default('CY'),
  MAINTENANCE: bool.default(false),
  BLOCKED_COUNTRIES: countryList.optional(),
  PARTNER_GROUP: z.coerce.number().int().positive().default(1),
  WEB_DIST: z.string().optional(),
  BACKOFFICE_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).default('altcha'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  INTERCOM_APP_ID: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  INTERCOM_SECRET: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Meridian <no-reply@meridian.local>'),
  DEV_INBOX: bool.default(false),
  DEV_INBOX_ALLOW_REMOTE: bool.default(false),
  DEV_FEED: bool.optional(),
  GEO_CITY_DB: z.string().optional(),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ADDRESS: z.coerce.number().int().min(1).default(60),
  FEED_SOURCE: z.enum(['simulator', 'amqp', 'none']).default('simulator'),
  FEED_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(20261121),
  FEED_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'must be an amqp:// or amqps:// URL')
    .optional(),
  AMQP_FEED_QUEUE: z.string().default('meridian.feed'),
  NATS_URL: z
    .string()
    .regex(/^(nats|tls):\/\//, 'must be a nats:// or tls:// URL')
    .optional(),
  WS_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(2 * 1024 * 1024),
  WS_MAX_BUFFERED_TOTAL_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(64 * 1024 * 1024),
  WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  WS_FRAMES_PER_SECOND: z.coerce.number().int().min(1).default(20),
  // A reconnect subscribes every channel at once: at least the channel cap (200) and its `auth`.
  WS_FRAME_BURST: z.coerce.number().int().min(210).default(600),
  ALLOWED_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'each entry must be an http(s) origin' })))
    .optional(),
  CASHIER_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BANK_TRANSFER_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(30),
  /** A cashier running on its own (`npm run cashier`), reached at /providers/cashier on this site: none is mounted. */
  CASHIER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  /** A game studio running on its own (`npm run casino-games`): its origin; none is mounted. */
  CASINO_GAMES_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  CASINO_GAMES_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CASINO_ROUND_RECOVERY_S: z.coerce.number().int().min(1).max(86_400).default(60),
  CASINO_ROUND_ABANDON_S: z.coerce.number().int().min(60).max(2_592_000).default(86_400),
  LIVE_CASINO_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LIVE_CASINO_TABLES: bool.default(true),
  LIVE_CASINO_SPEED: z.coerce.number().min(0.1).max(100).default(1),
  /** A live studio running on its own (`npm run live-studio`): its origin; none mounts the built-in one. */
  LIVE_CASINO_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  BET_LIVE_DELAY_S: z.coerce.number().int().min(0).max(60).default(3),
  /** A verification provider running on its own (`npm run kyc`): its origin; none is mounted. */
  KYC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  KYC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  KYC_WITHDRAWAL_LIMIT: wholeUnits.default(2000n),
  KYC_DEPOSIT_THRESHOLD: wholeUnits.default(2000n),
  KYC_WITHDRAWAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(366).default(30),
  KYC_OPERATOR_SITES: originList.optional(),
  KYC_AUTO_APPROVE: bool.default(false),
  /** The built-in support chat (docs/support-chat.md); `off` leaves the web app to Intercom or the contacts popup. */
  SUPPORT_CHAT: bool.default(true),
  /** A chat provider running on its own (`npm run support-chat`): its origin; none is mounted. */
  SUPPORT_CHAT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  SUPPORT_CHAT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The site's public origin, for the link in the mail of an unread support answer. */
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  /** The only addresses the operators' API (/api/admin/v1) answers; unset: any. */
  BACKOFFICE_ALLOWED_IPS: addressList.optional(),
  /** A manual balance adjustment above this many units of its currency waits for a second operator. */
  ADJUSTMENT_APPROVAL_ABOVE: wholeUnits.default(100n),
  /** A withdrawal above this many units of its currency (converted to euros) waits for an operator's review. */
  WITHDRAWAL_REVIEW_ABOVE: wholeUnits.default(1000n),
  /** A withdrawal of an account younger than this many days waits for review; 0: never. */
  WITHDRAWAL_REVIEW_NEW_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(366).default(0),
  /** A withdrawal of a player granted a bonus within this many days waits for review; 0: never. */
  WITHDRAWAL_REVIEW_BONUS_DAYS: z.coerce.number().int().min(0).max(366).default(0),
  /** `GET /metrics` on the main port, for `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** `GET /metrics` without a token on a listener of its own, bound to 127.0.0.1. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseSchema: string;
  /** Tests: drop the private schema (PostgreSQL) or delete the data folder (PGlite) on close. */
  disposableDatabase: boolean;
  /**
   * The job queue's workers ask for due jobs in the background (always, from the environment). A test
   * that drives a provider's scheduled work by hand turns them off, so a background run cannot take
   * the work from under it; jobs are still sent and run with `jobs.runDue`.
   */
  backgroundJobs: boolean;
  /** How often each node re-reads reference data and site switches from the database. */
  referenceRefreshMs: number;
  version: string;
  trustProxy: boolean;
  defaultCountry: string;
  /** Forced on by the environment; the database switch `maintenance` can also turn it on. */
  maintenance: boolean;
  /** When set, replaces the per-country `is_blocked` flags kept in the database. */
  blockedCountries: string[] | undefined;
  partnerGroup: number;
  webDist: string;
  /** The back office's build, served at /backoffice/. */
  backofficeDist: string;
  serverRender: boolean;
  pageCacheMs: number;
  logLevel: string;
  captchaProvider: 'altcha' | 'recaptcha' | 'none';
  recaptchaSiteKey: string | undefined;
  intercomAppId: string | undefined;
  recaptchaSecret: string | undefined;
  intercomSecret: string | undefined;
  /** When unset, a key generated once is kept in the `secrets` table and shared by every node. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The development inbox pages: off unless DEV_INBOX=true, since they show every code sent (a
   * recovery code there is an account taken over).
   */
  devInbox: boolean;
  /** The inbox answers loopback clients only, unless DEV_INBOX_ALLOW_REMOTE=true. */
  devInboxAllowRemote: boolean;
  /**
   * `POST /dev/feed` takes feed messages over HTTP (journeys drive settlement with it) and
   * `POST /dev/free-bets` grants free bets (bonus campaigns are the operators', in the back office);
   * off unless DEV_FEED=true.
   */
  devFeed: boolean;
  geoCityDb: string | undefined;
  /** Attempts per window on every credential and code endpoint, per account or destination and per address. */
  rateLimits: { windowSeconds: number; perAccount: number; perAddress: number };
  /** Where sports data comes from: the built-in simulator, a RabbitMQ queue, or nothing (tests feed by hand). */
  feed: {
    source: 'simulator' | 'amqp' | 'none';
    seed: number;
    speed: number;
    amqpUrl: string | undefined;
    amqpQueue: string;
  };
  /** The bus between nodes; unset means the in-process bus (one node). */
  natsUrl: string | undefined;
  /**
   * The WebSocket gateway's bounds: bytes one socket and all sockets together may hold unsent
   * (past them the clients furthest behind are dropped), open sockets per client address, the
   * frames one socket may send (per second, and at once), and origins besides the site's own
   * whose pages may open a socket.
   */
  realtime: {
    maxBufferedBytes: number;
    maxBufferedTotalBytes: number;
    maxPerAddress: number;
    frameLimits: { perSecond: number; burst: number };
    allowedOrigins: string[];
  };
  /** The built-in cashier: its webhook key (unset: one generated once in `secrets`) and bank delay. */
  /** `url`: a cashier running on its own (its scheduled work runs there). */
  cashier: { webhookSecret: string | undefined; bankTransferDelayS: number; url?: string | undefined };
  /**
   * The built-in game studio: its key for its signed calls both ways (unset: one generated once in
   * `secrets`); after how many seconds untouched a round a crash left half-written (`recoveryS`) or
   * a round the player left in play (`abandonS`) is finished by the recovery job.
   */
  /** `url`: the origin of a game studio running on its own. */
  casinoGames: { secret: string | undefined; recoveryS: number; abandonS: number; url?: string | undefined };
  /**
   * The built-in live studio: its key (unset: one generated once in `secrets`), whether its tables
   * deal here (on the one node elected for them; off, the studio takes launches but deals nothing),
   * and how many times faster than real their rounds run.
   */
  /** `url`: the origin of a live studio running on its own, which every node shares. */
  liveCasino: { secret: string | undefined; tables: boolean; speed: number; url: string | undefined };
  /** Seconds a bet with a live selection is held before it is checked again and placed. */
  betLiveDelayS: number;
  /**
   * Identity verification: the built-in provider's key both ways (unset: one generated once in
   * `secrets`); the anti-money-laundering rule (withdrawals that with the player's others of the last
   * `withdrawalWindowDays` pass `withdrawalLimit`, or any once the player's deposits reach
   * `depositThreshold`, both in whole euros with every wallet converted at the reference rates, need
   * a verified player);
   * and the operator's sites, besides this one, that may frame the widget.
   * `autoApprove` (KYC_AUTO_APPROVE, a demo's only, with DEV_FEED): the built-in provider approves
   * every complete submission by itself, and its widget says so.
   */
  kyc: {
    secret: string | undefined;
    withdrawalLimit: bigint;
    withdrawalWindowDays: number;
    depositThreshold: bigint;
    operatorSites: string[];
    autoApprove: boolean;
    /** The origin of a verification provider running on its own. */
    url?: string | undefined;
  };
  /**
   * The support chat: on unless SUPPORT_CHAT=off; the key both ways with its provider (unset: one
   * generated once in `secrets`); `url`, the origin of a provider running on its own (none mounted).
   */
  supportChat: { enabled: boolean; secret: string | undefined; url?: string | undefined; siteUrl: string };
  /** The addresses and ranges the operators' API answers (BACKOFFICE_ALLOWED_IPS); empty: any. */
  backofficeAllowedIps: string[];
  /** Whole units of a currency above which a manual balance adjustment needs a second operator. */
  adjustmentApprovalAbove: bigint;
  /** Which withdrawals wait for an operator's review (docs/backoffice.md, "Withdrawal review"). */
  withdrawalReview: { above: bigint; newAccountDays: number; bonusDays: number };
  /**
   * The Prometheus figures (docs/operations.md, "Metrics"): `token`, served at `/metrics` on the
   * main port to that bearer token; `port`, served on a loopback listener of its own (0: any free
   * port, for tests). Neither: no `/metrics` at all.
   */
  metrics: { token: string | undefined; port: number | undefined };
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a wrong value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const recaptcha = Boolean(e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET);
  if (e.FEED_SOURCE === 'amqp' && !e.AMQP_URL) {
    throw new ConfigError('Invalid configuration:\n  FEED_SOURCE: amqp needs AMQP_URL');
  }
  if (e.LIVE_CASINO_URL && !e.LIVE_CASINO_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  LIVE_CASINO_URL: a studio of its own needs LIVE_CASINO_SECRET, the key it was started with',
    );
  }
  // A provider of its own was started with the platform's key; a key generated here would not match it.
  for (const [url, secret] of [
    ['CASHIER_URL', 'CASHIER_WEBHOOK_SECRET'],
    ['CASINO_GAMES_URL', 'CASINO_GAMES_SECRET'],
    ['KYC_URL', 'KYC_SECRET'],
    ['SUPPORT_CHAT_URL', 'SUPPORT_CHAT_SECRET'],
  ] as const) {
    if (e[url] && !e[secret]) {
      throw new ConfigError(
        `Invalid configuration:\n  ${url}: a provider of its own needs ${secret}, the key it was started with`,
      );
    }
  }
  if (e.CAPTCHA_PROVIDER === 'recaptcha' && !recaptcha) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_PROVIDER: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET',
    );
  }
  if (e.KYC_AUTO_APPROVE && !e.DEV_FEED) {
    throw new ConfigError(
      'Invalid configuration:\n  KYC_AUTO_APPROVE: approving every identity check by itself is for a demo only, with DEV_FEED=true',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (the listener is a second one)',
    );
  }
  const captchaProvider = e.CAPTCHA_PROVIDER === 'altcha' && recaptcha ? 'recaptcha' : e.CAPTCHA_PROVIDER;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseSchema: e.DATABASE_SCHEMA,
    disposableDatabase: false,
    backgroundJobs: true,
    referenceRefreshMs: e.REFERENCE_REFRESH_MS,
    version: APP_VERSION,
    trustProxy: e.TRUST_PROXY,
    defaultCountry: e.DEFAULT_COUNTRY,
    maintenance: e.MAINTENANCE,
    blockedCountries: e.BLOCKED_COUNTRIES,
    partnerGroup: e.PARTNER_GROUP,
    webDist: resolve(e.WEB_DIST ?? serverPaths.webDist),
    backofficeDist: resolve(e.BACKOFFICE_DIST ?? serverPaths.backofficeDist),
    serverRender: e.SERVER_RENDER,
    pageCacheMs: e.PAGE_CACHE_MS,
    logLevel: e.LOG_LEVEL,
    captchaProvider,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    intercomAppId: e.INTERCOM_APP_ID,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    intercomSecret: e.INTERCOM_SECRET,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devInbox: e.DEV_INBOX,
    devInboxAllowRemote: e.DEV_INBOX_ALLOW_REMOTE,
    devFeed: e.DEV_FEED ?? false,
    geoCityDb: e.GEO_CITY_DB,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_S,
      perAccount: e.RATE_LIMIT_ACCOUNT,
      perAddress: e.RATE_LIMIT_ADDRESS,
    },
    feed: {
      source: e.FEED_SOURCE,
      seed: e.FEED_SEED,
      speed: e.FEED_SPEED,
      amqpUrl: e.AMQP_URL,
      amqpQueue: e.AMQP_FEED_QUEUE,
    },
    natsUrl: e.NATS_URL,
    realtime: {
      maxBufferedBytes: e.WS_MAX_BUFFERED_BYTES,
      maxBufferedTotalBytes: e.WS_MAX_BUFFERED_TOTAL_BYTES,
      maxPerAddress: e.WS_MAX_PER_ADDRESS,
      frameLimits: { perSecond: e.WS_FRAMES_PER_SECOND, burst: e.WS_FRAME_BURST },
      allowedOrigins: (e.ALLOWED_ORIGINS ?? []).map((o) => new URL(o).origin),
    },
    cashier: {
      webhookSecret: e.CASHIER_WEBHOOK_SECRET,
      bankTransferDelayS: e.BANK_TRANSFER_DELAY_S,
      url: e.CASHIER_URL ? new URL(e.CASHIER_URL).origin : undefined,
    },
    casinoGames: {
      secret: e.CASINO_GAMES_SECRET,
      recoveryS: e.CASINO_ROUND_RECOVERY_S,
      abandonS: e.CASINO_ROUND_ABANDON_S,
      url: e.CASINO_GAMES_URL ? new URL(e.CASINO_GAMES_URL).origin : undefined,
    },
    liveCasino: {
      secret: e.LIVE_CASINO_SECRET,
      tables: e.LIVE_CASINO_TABLES,
      speed: e.LIVE_CASINO_SPEED,
      url: e.LIVE_CASINO_URL ? new URL(e.LIVE_CASINO_URL).origin : undefined,
    },
    betLiveDelayS: e.BET_LIVE_DELAY_S,
    kyc: {
      secret: e.KYC_SECRET,
      withdrawalLimit: e.KYC_WITHDRAWAL_LIMIT,
      withdrawalWindowDays: e.KYC_WITHDRAWAL_WINDOW_DAYS,
      depositThreshold: e.KYC_DEPOSIT_THRESHOLD,
      operatorSites: (e.KYC_OPERATOR_SITES ?? []).map((o) => new URL(o).origin),
      autoApprove: e.KYC_AUTO_APPROVE,
      url: e.KYC_URL ? new URL(e.KYC_URL).origin : undefined,
    },
    supportChat: {
      enabled: e.SUPPORT_CHAT,
      secret: e.SUPPORT_CHAT_SECRET,
      url: e.SUPPORT_CHAT_URL ? new URL(e.SUPPORT_CHAT_URL).origin : undefined,
      siteUrl: e.SITE_URL ? new URL(e.SITE_URL).origin : `http://localhost:${e.PORT}`,
    },
    backofficeAllowedIps: e.BACKOFFICE_ALLOWED_IPS ?? [],
    adjustmentApprovalAbove: e.ADJUSTMENT_APPROVAL_ABOVE,
    withdrawalReview: {
      above: e.WITHDRAWAL_REVIEW_ABOVE,
      newAccountDays: e.WITHDRAWAL_REVIEW_NEW_ACCOUNT_DAYS,
      bonusDays: e.WITHDRAWAL_REVIEW_BONUS_DAYS,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
  };
}

/** The start-up line that tells a newcomer where the sign-up codes are, or how to see them. */
export function inboxNotice(config: Pick<AppConfig, 'devInbox' | 'devInboxAllowRemote' | 'port'>): string {
  if (!config.devInbox) {
    return 'Dev inbox off: e-mail and SMS codes stay in the outbox. DEV_INBOX=true npm start shows them at /dev/inbox';
  }
  const who = config.devInboxAllowRemote ? 'any address (DEV_INBOX_ALLOW_REMOTE=true)' : 'this machine only';
  return `Dev inbox on at http://localhost:${config.port}/dev/inbox for ${who}: it shows every code sent`;
}

/**
 * What the log says at start while no operator exists: the one-time link that creates the first
 * admin, answered only from this machine and gone with its first use (docs/backoffice.md).
 */
export function firstAdminNotice(port: number, token: string): string {
  return `No operator yet. Create the first admin in a browser on this machine (the link works once): http://localhost:${port}/backoffice/setup#${token}`;
}

/** Where the start-up log says the Prometheus figures are served (nothing when they are not). */
export function metricsNotice(config: Pick<AppConfig, 'metrics' | 'port'>): string | null {
  const { token, port } = config.metrics;
  const where = [
    ...(port !== undefined ? [`http://127.0.0.1:${port}/metrics (this machine only)`] : []),
    ...(token !== undefined ? [`http://localhost:${config.port}/metrics (with the METRICS_TOKEN bearer)`] : []),
  ];
  return where.length > 0 ? `Metrics at ${where.join(' and ')}` : null;
}

/** What the log says at start when DEV_FEED is on (nothing when it is off). */
export function devFeedNotice(config: Pick<AppConfig, 'devFeed'>): string | null {
  if (!config.devFeed) return null;
  return 'DEV_FEED on: POST /dev/feed and /dev/free-bets change the book without signing in. Never on where players are';
}

/** What the log says at start when the built-in identity checks approve by themselves (nothing otherwise). */
export function kycAutoApproveNotice(config: Pick<AppConfig, 'kyc'>): string | null {
  if (!config.kyc.autoApprove) return null;
  return 'KYC_AUTO_APPROVE on: the built-in identity check approves every complete submission by itself (its widget says so). A demo only';
}

/**
 * A configuration for tests: a private, disposable database. On PostgreSQL (DATABASE_URL set) a
 * schema of its own; on PGlite an in-memory cluster, or `dataDir` when the caller gives one.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const databaseUrl = process.env.DATABASE_URL;
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    CAPTCHA_PROVIDER: 'none',
    FEED_SOURCE: 'none',
    // A test that needs the live tables deals them itself, on a clock it drives.
    LIVE_CASINO_TABLES: 'false',
    // Sign-up and recovery tests read their codes from the inbox, as a person on a laptop would.
    DEV_INBOX: 'true',
  });
  return {
    ...base,
    dataDir: 'memory://',
    databaseSchema: databaseUrl ? `test_${randomBytes(6).toString('hex')}` : 'public',
    disposableDatabase: true,
    ...overrides,
  };
}
