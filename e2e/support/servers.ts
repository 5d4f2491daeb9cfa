/**
 * The servers the journeys run against: the same platform started several times, each forced into
 * a state through its environment, on its own port and with its own fresh database.
 */
export type ServerName = 'normal' | 'maintenance' | 'blocked' | 'de' | 'it';

interface ServerDefinition {
  /** Offset from E2E_PORT_BASE. */
  offset: number;
  /** Environment on top of the common one (see playwright.config.ts). */
  env: Record<string, string>;
}

/** The built-in game studio's key on the normal server (CASINO_GAMES_SECRET). */
export const CASINO_GAMES_SECRET = 'e2e-casino-games-key-0123456789abcdef';

/** The live studio's key, shared by the normal server and the studio running on its own beside it. */
export const LIVE_CASINO_SECRET = 'e2e-live-casino-key-0123456789abcdef';

const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);

/**
 * The live studio the normal server's lobby uses: a service of its own on its own origin, as an
 * operator running several nodes has it (LIVE_CASINO_URL). The other servers mount the built-in one.
 */
export const liveStudio = {
  port: portBase + 5,
  url: `http://127.0.0.1:${portBase + 5}`,
  // The live tables deal twice as fast: a blackjack round in about 20 s.
  speed: '2',
};

export const serverDefinitions: Record<ServerName, ServerDefinition> = {
  // An open site: Cyprus has no geo flags. Its bot check is off (the mode automated tests use); the
  // other servers keep the default ALTCHA check, which one journey solves in the browser.
  // It also takes feed messages over HTTP, so journeys can settle a bet on cue.
  // It alone runs the sports simulator: the other servers' journeys (state pages, footer, guards,
  // sign-up) read no sports data, and four more simulators at FEED_SPEED 30 would only take CPU.
  // Its game studio's key is known, so a journey can ask the platform for its record of a player's
  // rounds as the studio reconciles against it.
  normal: {
    offset: 0,
    env: {
      DEFAULT_COUNTRY: 'CY',
      CAPTCHA_PROVIDER: 'none',
      DEV_FEED: 'true',
      FEED_SOURCE: 'simulator',
      CASINO_GAMES_SECRET: CASINO_GAMES_SECRET,
      LIVE_CASINO_URL: liveStudio.url,
      LIVE_CASINO_SECRET: LIVE_CASINO_SECRET,
      // A payout an operator approved is paid in the journey's time, not the default half minute.
      BANK_TRANSFER_DELAY_S: '3',
    },
  },
  maintenance: { offset: 1, env: { DEFAULT_COUNTRY: 'CY', MAINTENANCE: 'true' } },
  // The United States are blocked in the demo data; loopback visitors take DEFAULT_COUNTRY.
  blocked: { offset: 2, env: { DEFAULT_COUNTRY: 'US' } },
  // Germany: is_off_curacao (no licence badge) and the regular casino closed.
  de: { offset: 3, env: { DEFAULT_COUNTRY: 'DE' } },
  // Italy: is_off_mobile_app (no app banner, no app page).
  it: { offset: 4, env: { DEFAULT_COUNTRY: 'IT' } },
};

export const serverNames = Object.keys(serverDefinitions) as ServerName[];

export function serverPort(name: ServerName): number {
  return portBase + serverDefinitions[name].offset;
}

export function serverUrl(name: ServerName): string {
  return `http://127.0.0.1:${serverPort(name)}`;
}

/** The PostgreSQL schema a server uses when DATABASE_URL is set. */
export function serverSchema(name: ServerName): string {
  return `e2e_${name}`;
}

/** The journeys' own files: the databases, build copies and setup links (e2e/run.mjs picks it). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? new URL('../../.e2e-data', import.meta.url).pathname;

/** Where a journey server's start-up log left the first admin's one-time link (start-server.mjs). */
export function setupLinkFile(name: ServerName): string {
  return `${e2eDataDir}/${name}.setup-link`;
}
