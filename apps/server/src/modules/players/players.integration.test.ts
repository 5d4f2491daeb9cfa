import { describe, expect, it } from 'vitest';
import { call, registerByEmail, uniqueEmail } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { lineMatch, pick, placed, singleBet } from '../bets/bets.fixtures.js';
import { CASHIER_APP, depositByCard, newPlayer } from '../payments/payments.fixtures.js';
import { selfExclude } from '../responsible-gaming/responsible-gaming.fixtures.js';
import { playerList, playerPage } from './players.fixtures.js';

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

describe('players: the back office’s search and a player’s page', () => {
  const app = useApp(CASHIER_APP);

  it('shows a player’s profile, money, bets, payments, limits, exclusions and sessions as they are', async () => {
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    const player = await newPlayer(app());
    const lastName = uniqueName('Lovelace');
    const saved = await call(app(), 'POST', '/user/profile-form', {
      token: player.token,
      body: { fields: { first_name: 'Ada', last_name: lastName } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await depositByCard(app(), player.token, '50');
    const m = await lineMatch(app());
    const bet = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
    expect(bet.error).toBeNull();
    const limit = await call(app(), 'PUT', '/user/responsible-gaming/limits', {
      token: player.token,
      body: { kind: 'deposit', period: 'week', currency_id: 1, amount: 20_000 },
    });
    expect(limit.statusCode, limit.body).toBe(200);

    const page = await playerPage(app(), viewer.token, player.id);
    expect(page).toMatchObject({
      id: player.id,
      first_name: 'Ada',
      last_name: lastName,
      currency: 'EUR',
      kyc: 'not_verified',
      two_factor_enabled: false,
    });
    // 50.00 paid in, 10.00 staked.
    expect(page.wallets).toEqual([
      expect.objectContaining({ id: player.walletId, currency: 'EUR', scale: 2, balance: 4_000, is_default: true }),
    ]);
    expect(page.ledger.map((e) => [e.kind, e.amount])).toEqual([
      ['bet_stake', -1_000],
      ['deposit', 5_000],
    ]);
    expect(page.bets).toEqual([
      expect.objectContaining({ id: Number(bet.bet_id), stake: 1_000, odds: 2100, status: 'open', payout: 0 }),
    ]);
    expect(page.payments).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'succeeded', amount: 5_000, currency: 'EUR' }),
    ]);
    expect(page.limits).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'week', currency: 'EUR', amount: 20_000 }),
    ]);
    expect(page.exclusions).toEqual([]);
    expect(page.sessions.length).toBeGreaterThan(0);

    // A self-exclusion shows, in force; reading the page lifts nothing.
    await selfExclude(app(), player.token, 6);
    const excluded = await playerPage(app(), viewer.token, player.id);
    expect(excluded.exclusions).toEqual([expect.objectContaining({ kind: 'self_exclusion', active: true })]);
    expect((await playerPage(app(), viewer.token, player.id)).exclusions).toEqual(excluded.exclusions);
  });

  it('finds a player by id, by part of their e-mail, phone or name, newest first, and pages the rest', async () => {
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    const mark = uniqueName('findme');
    const older = await registerByEmail(app(), uniqueEmail(mark));
    const newer = await registerByEmail(app(), uniqueEmail(mark));
    const byMail = await playerList(app(), viewer.token, { search: mark.toUpperCase() });
    expect(byMail.total).toBe(2);
    expect(byMail.list.map((p) => p.email)).toEqual([newer.email, older.email]);

    const second = await playerList(app(), viewer.token, { search: mark, page: 2, per_page: 1 });
    expect(second).toMatchObject({ total: 2, list: [expect.objectContaining({ email: older.email })] });

    const id = byMail.list[1]?.id as number;
    expect((await playerList(app(), viewer.token, { search: String(id) })).list.map((p) => p.id)).toContain(id);

    const named = await newPlayer(app());
    const lastName = uniqueName('Hopper');
    await call(app(), 'POST', '/user/profile-form', {
      token: named.token,
      body: { fields: { first_name: 'Grace', last_name: lastName } },
    });
    const byName = await playerList(app(), viewer.token, { search: `grace ${lastName}` });
    expect(byName.list).toEqual([expect.objectContaining({ id: named.id, first_name: 'Grace', last_name: lastName })]);

    // A term that is no one's finds nobody, and a LIKE wildcard is only a character.
    expect(await playerList(app(), viewer.token, { search: `${mark}%zz` })).toEqual({ list: [], total: 0 });
  });

  it('answers 404 for an unknown player and refuses a role without players.read', async () => {
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    expect((await adminCall(app(), 'GET', '/players/999999999999', { token: viewer.token })).statusCode).toBe(404);
    const content = await newSignedInOperator(app(), operatorClock(app()), 'content');
    expect((await adminCall(app(), 'GET', '/players', { token: content.token })).statusCode).toBe(403);
  });
});
