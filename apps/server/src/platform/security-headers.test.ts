import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it('allows scripts from this site only by default', () => {
    const headers = securityHeaders({ intercomAppId: undefined, captchaProvider: 'altcha' });
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('opens the support chat and reCAPTCHA hosts only when they are configured', () => {
    const headers = securityHeaders({ intercomAppId: 'abc123', captchaProvider: 'recaptcha' });
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(
      /script-src 'self' https:\/\/widget\.intercom\.io [^;]*https:\/\/www\.google\.com\/recaptcha\//,
    );
    expect(csp).toContain('frame-src');
    expect(csp).toContain('https://www.google.com/recaptcha/');
  });

  it('lets the page open its own WebSocket and no other host', () => {
    const csp = securityHeaders({ intercomAppId: undefined, captchaProvider: 'altcha' })['content-security-policy'];
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:/);
  });

  it('lets the lobby load a live studio of its own origin: its launcher, its socket and its tables', () => {
    const csp =
      securityHeaders({
        intercomAppId: undefined,
        captchaProvider: 'altcha',
        liveCasino: { url: 'https://live.example.com' },
      })['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://live.example.com;");
    expect(csp).toContain("connect-src 'self' wss://live.example.com;");
    expect(csp).toContain("frame-src 'self' https://live.example.com;");
  });
});

describe('registerSecurityHeaders', () => {
  const THIRD_PARTIES = { intercomAppId: undefined, captchaProvider: 'altcha' } as const;

  async function appBehind(trustProxy: boolean) {
    const app = Fastify({ trustProxy });
    registerSecurityHeaders(app, THIRD_PARTIES);
    app.get('/api/v1/ping', async () => ({ pong: true }));
    app.get('/', async () => 'page');
    await app.ready();
    return app;
  }

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const app = await appBehind(true);
    for (const url of ['/', '/api/v1/ping']) {
      const secure = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security'], url).toBe('max-age=15552000; includeSubDomains');
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      expect(plain.headers['x-content-type-options'], url).toBe('nosniff');
    }
    await app.close();
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const app = await appBehind(false);
    const res = await app.inject({ method: 'GET', url: '/api/v1/ping', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
