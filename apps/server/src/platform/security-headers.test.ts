import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

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
});
