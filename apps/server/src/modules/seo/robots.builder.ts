/**
 * Paths a crawler has no use for: the API, and the web app's pages of a player's own (its route
 * table, apps/web/src/app/router: account-routes.tsx and routes.tsx), which show a signed-out
 * visitor nothing but a redirect or a sign-in form.
 */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/profile',
  '/payments',
  '/auth',
  '/favorites',
  '/bet-slip',
  '/more',
] as const;

/** robots.txt: everything open but the private paths, and the sitemap at `origin`. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
