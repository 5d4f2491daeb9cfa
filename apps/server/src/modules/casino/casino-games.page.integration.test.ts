import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerCasinoGames } from '@meridian/providers/casino-games/casino-games.entry';
import { STUDIO_PAGE_CSP } from '@meridian/providers/casino-games/studio.page';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { providerSchemaOf, sqlRunner } from '../../platform/provider-mount.js';
import { gameId } from './casino.fixtures.js';
import { CASINO_GAMES_BASE } from './casino-games.mount.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** A demo launch through the platform: the page's address the studio answered. */
async function launchDemo(app: App, code: string, body: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/casino/games/launch', {
    body: { game_id: await gameId(app, code), play_mode: 'demo', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().payload.url as string;
  return { url, launch: url.slice(`${CASINO_GAMES_BASE}/play/`.length).split('?')[0] as string };
}

/** The studio alone on a bare server, over the app's database, with the built files in `assetsDir`. */
async function bareStudio(app: App, assetsDir: string): Promise<FastifyInstance> {
  const server = Fastify();
  await registerCasinoGames(server, {
    sql: sqlRunner(app.database.db),
    // The schema the platform's own studio keeps its launches in.
    schema: providerSchemaOf(app.database.schema, 'casinoGames'),
    transport: async () => ({ status: 500, body: 'no wallet in this test' }),
    code: 'meridian',
    secret: 'page-test-secret',
    base: CASINO_GAMES_BASE,
    assetsDir,
  });
  await server.ready();
  return server;
}

describe('the studio’s game page', () => {
  const app = useApp();
  const servers: FastifyInstance[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('answers the shell for a launch, in the language and theme of the address, under a strict policy', async () => {
    const { url, launch } = await launchDemo(app(), 'sunken-treasure', { theme: 'light' });
    expect(url).toContain('theme=light');
    const res = await app().inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/play/${launch}?lang=ru&theme=light` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(STUDIO_PAGE_CSP);
    expect(STUDIO_PAGE_CSP).toContain("frame-ancestors 'self'");
    expect(STUDIO_PAGE_CSP).toContain("script-src 'self'");
    expect(STUDIO_PAGE_CSP).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="ru" data-theme="light">');
    expect(res.body).toContain(`data-launch="${launch}"`);
    expect(res.body).toContain('<title>Sunken Treasure</title>');
    expect(res.body).not.toMatch(/<script>|<style>| style=/);
  });

  it('answers 404 in the page’s language for a launch it does not know', async () => {
    const ru = await app().inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/play/no-such-launch?lang=ru` });
    expect(ru.statusCode).toBe(404);
    expect(ru.headers['content-security-policy']).toBe(STUDIO_PAGE_CSP);
    expect(ru.body).toContain('Игра не найдена');
    const en = await app().inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/play/no-such-launch` });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('This game session does not exist');
  });

  it('says the game files are not built when the bundle is missing', async () => {
    const server = await bareStudio(app(), join(mkdtempSync(join(tmpdir(), 'studio-assets-')), 'missing'));
    servers.push(server);
    const { launch } = await launchDemo(app(), 'dice');
    const res = await server.inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/play/${launch}?lang=en` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The game files are not built');
    expect(res.body).not.toContain('<script');
    const ru = await server.inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/verify?lang=ru` });
    expect(ru.body).toContain('Файлы игры не собраны');
  });

  it('links the built files from the manifest and serves hashed names for a year', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-assets-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        play: { js: 'play-AB12CD34.js', css: 'play-EF56GH78.css' },
        verify: { js: 'verify-AB12CD34.js', css: 'verify-EF56GH78.css' },
      }),
    );
    writeFileSync(join(dir, 'play-AB12CD34.js'), 'console.log(1);');
    writeFileSync(join(dir, 'play-EF56GH78.css'), 'body{}');
    const server = await bareStudio(app(), dir);
    servers.push(server);
    const { launch } = await launchDemo(app(), 'mines');
    const page = await server.inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/play/${launch}` });
    expect(page.body).toContain(`<script type="module" src="${CASINO_GAMES_BASE}/assets/play-AB12CD34.js"></script>`);
    expect(page.body).toContain(`<link rel="stylesheet" href="${CASINO_GAMES_BASE}/assets/play-EF56GH78.css">`);
    expect(page.body).toContain('Loading the game');

    const script = await server.inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/assets/play-AB12CD34.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('console.log(1);');
    const manifest = await server.inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/assets/manifest.json` });
    expect(manifest.statusCode).toBe(404);
    const outside = await server.inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/assets/..%2Fsecret.js` });
    expect(outside.statusCode).toBe(404);
    const verify = await server.inject({ method: 'GET', url: `${CASINO_GAMES_BASE}/verify?theme=light` });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['content-security-policy']).toBe(STUDIO_PAGE_CSP);
    expect(verify.body).toContain('verify-AB12CD34.js');
    expect(verify.body).toContain('data-theme="light"');
  });

  it('shows a round left in play only as the player may see it, with the operator’s links', async () => {
    const { launch } = await launchDemo(app(), 'mines', {
      lobby_url: '/casino',
      cashier_url: '/payments/deposit/methods',
    });
    const api = `${CASINO_GAMES_BASE}/api/launches/${launch}`;
    const started = await app().inject({ method: 'POST', url: `${api}/rounds`, payload: { stake: 100, mines: 3 } });
    expect(started.statusCode, started.body).toBe(200);
    const overview = (await app().inject({ method: 'GET', url: api })).json();
    expect(overview).toMatchObject({ lobbyUrl: '/casino', depositUrl: '/payments/deposit/methods' });
    expect(overview.open.status).toBe('open');
    expect(overview.open.view).toMatchObject({ status: 'playing', opened: [], layout: null, mines: 3 });

    const blackjack = await launchDemo(app(), 'blackjack');
    const bjApi = `${CASINO_GAMES_BASE}/api/launches/${blackjack.launch}`;
    for (let i = 0; i < 20; i++) {
      const round = (await app().inject({ method: 'POST', url: `${bjApi}/rounds`, payload: { stake: 100 } })).json();
      if (round.round.status === 'open') break;
    }
    const open = (await app().inject({ method: 'GET', url: bjApi })).json().open;
    expect(open.view.dealer[1]).toBeNull();
    expect(open.view).not.toHaveProperty('shoe');
    expect(open.view.legalActions.length).toBeGreaterThan(0);
  });
});
