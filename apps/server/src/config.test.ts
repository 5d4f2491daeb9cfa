import { describe, expect, it } from 'vitest';
import { devFeedNotice, inboxNotice, kycAutoApproveNotice, loadConfig, metricsNotice } from './config.js';

describe('loadConfig', () => {
  it('runs with nothing set: port 8080, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.maintenance).toBe(false);
    expect(config.captchaProvider).toBe('altcha');
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/meridian',
      DATABASE_URL: 'postgres://127.0.0.1/test',
      TRUST_PROXY: 'true',
      DEFAULT_COUNTRY: 'de',
      MAINTENANCE: '1',
      BLOCKED_COUNTRIES: 'ru, us',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/meridian',
      databaseUrl: 'postgres://127.0.0.1/test',
      trustProxy: true,
      defaultCountry: 'DE',
      maintenance: true,
      blockedCountries: ['RU', 'US'],
    });
  });

  it('reads the WebSocket gateway bounds, with generous defaults', () => {
    expect(loadConfig({}).realtime).toEqual({
      maxBufferedBytes: 2 * 1024 * 1024,
      maxBufferedTotalBytes: 64 * 1024 * 1024,
      maxPerAddress: 50,
      frameLimits: { perSecond: 20, burst: 600 },
      allowedOrigins: [],
    });
    const config = loadConfig({
      WS_MAX_BUFFERED_BYTES: '524288',
      WS_MAX_BUFFERED_TOTAL_BYTES: '16777216',
      WS_MAX_PER_ADDRESS: '8',
      WS_FRAMES_PER_SECOND: '5',
      WS_FRAME_BURST: '300',
      ALLOWED_ORIGINS: 'https://play.example.com/, http://localhost:5173',
    });
    expect(config.realtime).toEqual({
      maxBufferedBytes: 524_288,
      maxBufferedTotalBytes: 16_777_216,
      maxPerAddress: 8,
      frameLimits: { perSecond: 5, burst: 300 },
      allowedOrigins: ['https://play.example.com', 'http://localhost:5173'],
    });
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'play.example.com' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ WS_MAX_PER_ADDRESS: '0' })).toThrow(/WS_MAX_PER_ADDRESS/);
    // Below the channel cap a reconnect would be closed for resubscribing.
    expect(() => loadConfig({ WS_FRAME_BURST: '100' })).toThrow(/WS_FRAME_BURST/);
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', BLOCKED_COUNTRIES: 'Russia' })).toThrow(/PORT[\s\S]*BLOCKED_COUNTRIES/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    // The job queue's schema, `<schema>_pgboss`, must fit pg-boss's 50 characters.
    expect(loadConfig({ DATABASE_SCHEMA: 'm'.repeat(43) }).databaseSchema).toHaveLength(43);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'm'.repeat(44) })).toThrow(/DATABASE_SCHEMA: must be at most 43/);
  });

  it('chooses reCAPTCHA only when both its keys are set, and refuses it without them', () => {
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site' }).captchaProvider).toBe('altcha');
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }).captchaProvider).toBe('recaptcha');
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/CAPTCHA_PROVIDER: recaptcha needs/);
  });

  it('takes a live studio of its own by its origin, and only with the key it was started with', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({}).liveCasino.url).toBeUndefined();
    expect(
      loadConfig({ LIVE_CASINO_URL: 'https://live.example.com/providers/live-casino', LIVE_CASINO_SECRET: key })
        .liveCasino.url,
    ).toBe('https://live.example.com');
    expect(() => loadConfig({ LIVE_CASINO_URL: 'https://live.example.com' })).toThrow(/LIVE_CASINO_URL: a studio/);
    expect(() => loadConfig({ LIVE_CASINO_URL: 'ftp://live', LIVE_CASINO_SECRET: key })).toThrow(/LIVE_CASINO_URL/);
  });

  it('reads the verification settings: whole currency units for the AML limits, origins for the framing sites', () => {
    expect(loadConfig({}).kyc).toEqual({
      secret: undefined,
      withdrawalLimit: 2000n,
      withdrawalWindowDays: 30,
      depositThreshold: 2000n,
      operatorSites: [],
      autoApprove: false,
    });
    expect(
      loadConfig({
        KYC_SECRET: 'k'.repeat(32),
        KYC_WITHDRAWAL_LIMIT: '0',
        KYC_WITHDRAWAL_WINDOW_DAYS: '7',
        KYC_DEPOSIT_THRESHOLD: '5000',
        KYC_OPERATOR_SITES: 'https://casino.example/, https://sport.example:8443',
      }).kyc,
    ).toEqual({
      secret: 'k'.repeat(32),
      withdrawalLimit: 0n,
      withdrawalWindowDays: 7,
      depositThreshold: 5000n,
      operatorSites: ['https://casino.example', 'https://sport.example:8443'],
      autoApprove: false,
    });
    for (const [name, value] of [
      ['KYC_WITHDRAWAL_LIMIT', '2000.50'],
      ['KYC_DEPOSIT_THRESHOLD', '-1'],
      ['KYC_WITHDRAWAL_WINDOW_DAYS', '0'],
      ['KYC_WITHDRAWAL_WINDOW_DAYS', '1.5'],
      ['KYC_OPERATOR_SITES', 'casino.example'],
      ['KYC_SECRET', 'short'],
    ]) {
      expect(() => loadConfig({ [name as string]: value }), name).toThrow(name);
    }
  });

  it('lets the identity checks approve by themselves only in a demo (with DEV_FEED), off by default, and says so at start', () => {
    expect(loadConfig({ DEV_FEED: 'true' }).kyc.autoApprove).toBe(false);
    expect(() => loadConfig({ KYC_AUTO_APPROVE: 'true' })).toThrow(/KYC_AUTO_APPROVE: .*DEV_FEED=true/);
    expect(() => loadConfig({ KYC_AUTO_APPROVE: 'true', DEV_FEED: 'false' })).toThrow(/KYC_AUTO_APPROVE/);
    const demo = loadConfig({ KYC_AUTO_APPROVE: 'true', DEV_FEED: 'true' });
    expect(demo.kyc.autoApprove).toBe(true);
    expect(kycAutoApproveNotice(demo)).toMatch(/KYC_AUTO_APPROVE on: .*approves every complete submission/);
    expect(kycAutoApproveNotice(loadConfig({ DEV_FEED: 'true' }))).toBeNull();
  });

  it('opens the dev inbox only with DEV_INBOX=true, and to loopback only unless DEV_INBOX_ALLOW_REMOTE=true', () => {
    expect(loadConfig({}).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_INBOX: 'true' }).devInbox).toBe(true);
    expect(loadConfig({ DEV_INBOX: 'true' }).devInboxAllowRemote).toBe(false);
    expect(loadConfig({ DEV_INBOX: 'true', DEV_INBOX_ALLOW_REMOTE: 'true' }).devInboxAllowRemote).toBe(true);
  });

  it('says at start whether the dev inbox is on and how to turn it on', () => {
    expect(inboxNotice(loadConfig({}))).toMatch(/Dev inbox off.*DEV_INBOX=true npm start.*\/dev\/inbox/);
    expect(inboxNotice(loadConfig({ DEV_INBOX: 'true', PORT: '5390' }))).toMatch(
      /on at http:\/\/localhost:5390\/dev\/inbox for this machine only/,
    );
  });

  it('warns at start when the dev feed routes are on, and says nothing when they are off', () => {
    expect(devFeedNotice(loadConfig({}))).toBeNull();
    expect(devFeedNotice(loadConfig({ DEV_FEED: 'true' }))).toMatch(/DEV_FEED on: .*\/dev\/free-bets/);
  });

  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set, and says where at start', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(metricsNotice(loadConfig({}))).toBeNull();
    const token = 'm'.repeat(32);
    const both = loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464', PORT: '8080' });
    expect(both.metrics).toEqual({ token, port: 9464 });
    expect(metricsNotice(both)).toBe(
      'Metrics at http://127.0.0.1:9464/metrics (this machine only) and http://localhost:8080/metrics (with the METRICS_TOKEN bearer)',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('reads the account settings', () => {
    const config = loadConfig({ RATE_LIMIT_ACCOUNT: '5', RATE_LIMIT_ADDRESS: '50', RATE_LIMIT_WINDOW_S: '60' });
    expect(config.rateLimits).toEqual({ windowSeconds: 60, perAccount: 5, perAddress: 50 });
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});
