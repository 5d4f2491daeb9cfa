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
});
