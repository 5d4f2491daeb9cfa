import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.builder.js';

describe('robotsTxt', () => {
  it('opens the site, closes the API and the player’s own pages, and names the sitemap absolutely', () => {
    const lines = robotsTxt('https://bet.example').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/api/', '/profile', '/payments', '/auth', '/favorites', '/bet-slip', '/more']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain('Sitemap: https://bet.example/sitemap.xml');
  });

  it('leaves the public pages crawlable', () => {
    const disallowed = robotsTxt('https://bet.example')
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const path of [
      '/',
      '/live/1/2/3',
      '/line/1',
      '/promotions/4',
      '/terms/rules',
      '/mobile-app',
      '/casino/games',
    ]) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });
});
