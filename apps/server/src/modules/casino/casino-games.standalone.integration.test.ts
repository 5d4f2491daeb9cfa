/**
 * @module-tag engine
 */
import { buildCasinoGamesServer } from '@meridian/providers/casino-games/casino-games.standalone';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { addressOf, useStandaloneProvider } from '../../../test/standalone-provider.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent, gameId } from './casino.fixtures.js';

const SECRET = 'standalone-game-studio-key-0123456789abcdef';

/**
 * The game studio as a service of its own (CASINO_GAMES_URL): the platform asks it for game
 * addresses over the network, the player's page talks to it on its own origin, and it pays through
 * the platform's seamless wallet across HTTP.
 */
describe('the game studio running on its own', () => {
  const started = useStandaloneProvider(
    'games',
    (url) => ({ ...CASHIER_APP, casinoGames: { secret: SECRET, recoveryS: 60, abandonS: 86_400, url } }),
    (operatorUrl, database, publicUrl) =>
      buildCasinoGamesServer({ operatorUrl, secret: SECRET, publicUrl, ...database }),
  );

  it('plays a dice round launched by the platform, its stake and win in the wallet’s ledger', async () => {
    const { node, providerUrl: studioUrl } = started();
    expect((await node.inject({ method: 'GET', url: '/providers/casino-games/verify' })).statusCode).toBe(404);
    const player = await playerWithDeposit(node, '50');
    const res = await call(node, 'POST', '/casino/games/launch', {
      token: player.token,
      body: { game_id: await gameId(node, 'dice'), play_mode: 'real', theme: 'dark' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().payload.url as string);
    // The game page is on the studio's own origin, framed by the operator's site.
    expect(url.origin).toBe(studioUrl);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${addressOf(node)}`);
    const policy = String((await node.inject({ method: 'GET', url: '/casino' })).headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${studioUrl}`));

    const launch = url.pathname.split('/').at(-1) as string;
    const api = `${studioUrl}/providers/casino-games/api/launches/${launch}`;
    const overview = await (await fetch(api)).json();
    expect(overview).toMatchObject({ demo: false, currency: 'EUR', balance: 5_000 });

    const played = await fetch(`${api}/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stake: 1_000, target: 5000, direction: 'over' }),
    });
    expect(played.status).toBe(200);
    const { round, balance } = (await played.json()) as { round: { status: string; win: number }; balance: number };
    expect(round.status).toBe('settled');
    expect(balance).toBe(5_000 - 1_000 + round.win);
    expect(await expectLedgerConsistent(node, player.walletId)).toBe(balance);
    const postings = await casinoPostings(node, player.walletId);
    expect(postings.map((p) => [p.kind, p.amount])).toEqual([
      ['casino_bet', -1_000],
      ...(round.win > 0 ? [['casino_win', round.win]] : []),
    ]);
  });
});
