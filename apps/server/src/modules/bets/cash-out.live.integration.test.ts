/**
 * @module-tag engine
 */
import type { FixtureChange } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { betStop, footballMarkets, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { type Frame, listeningApp, type TestSocketClient } from '../realtime/realtime.test-client.js';
import { betHistory, expectedOffer, fundedPlayer, lineMatch, pick, placed, singleBet } from './bets.fixtures.js';
import { marketsMoved } from './cash-out.live.js';

const MATCH_RESULT = [2100, 3300, 3600];
const RISEN: [number, number, number] = [1900, 3300, 3600];
const FALLEN: [number, number, number] = [2400, 3200, 3000];

// The jobs of auto cash-out are not needed here: the pushes come from the leader's pass itself.
const sockets = listeningApp({ backgroundJobs: false });

/** A socket signed in as the player and subscribed to their channel. */
async function playerSocket(token: string): Promise<TestSocketClient> {
  const client = await sockets.open();
  await client.authenticate(token);
  expect(await client.subscribe('user')).toMatchObject({ type: 'snapshot', channel: 'user' });
  return client;
}

/** The next `cash_out` event of the player's channel, skipping the other kinds. */
async function nextOffers(client: TestSocketClient): Promise<Frame['data']> {
  for (;;) {
    const frame = await client.nextUpdate();
    if (frame.type === 'update' && frame.channel === 'user' && frame.data?.kind === 'cash_out') return frame.data;
  }
}

/** A player with a single of 10.00 on the home side at 2.10 of `match`. */
async function betOnHome(match: FixtureChange) {
  const player = await fundedPlayer(sockets.app, 10_000n);
  const bet = await placed(sockets.app, player.token, singleBet(player.walletId, pick(match, 1, 11, 2100)));
  return { player, betId: bet.bet_id as number };
}

const offerAt = (prices: readonly number[]) =>
  Number(expectedOffer(1_000n, [{ placed: 2100, market: prices, pick: 0 }]));

describe('cash-out offers pushed live', () => {
  it('pushes a repriced, suspended and reopened offer to the bet owner only, and nothing when it did not change', async () => {
    const match = await lineMatch(sockets.app);
    const owner = await betOnHome(match);
    const other = await betOnHome(match);
    const ownerSocket = await playerSocket(owner.player.token);
    const otherSocket = await playerSocket(other.player.token);
    const bystander = await fundedPlayer(sockets.app, 1_000n);
    const bystanderSocket = await playerSocket(bystander.token);

    await feed(sockets.app, odds(match, footballMarkets(RISEN), match.ts + 1_000));
    const risen = { available: true, amount: offerAt(RISEN), reason: null };
    expect(await nextOffers(ownerSocket)).toEqual({
      kind: 'cash_out',
      offers: [{ bet_id: owner.betId, cash_out: risen }],
    });
    // Each player hears of their own bet alone.
    expect(await nextOffers(otherSocket)).toEqual({
      kind: 'cash_out',
      offers: [{ bet_id: other.betId, cash_out: risen }],
    });
    // The value pushed is the one the history answers.
    const [shown] = await betHistory(sockets.app, owner.player.token, `?coupon_id=${owner.betId}`);
    expect(shown?.cash_out).toEqual(risen);

    // The same prices again move nothing: the next event is the suspension that follows.
    await feed(sockets.app, odds(match, footballMarkets(RISEN), match.ts + 2_000));
    await feed(sockets.app, betStop(match, [1], match.ts + 3_000));
    const suspended = { available: false, amount: null, reason: 'suspended' };
    expect(await nextOffers(ownerSocket)).toEqual({
      kind: 'cash_out',
      offers: [{ bet_id: owner.betId, cash_out: suspended }],
    });

    await feed(sockets.app, odds(match, footballMarkets(FALLEN), match.ts + 4_000));
    const fallen = { available: true, amount: offerAt(FALLEN), reason: null };
    expect(fallen.amount).toBeLessThan(offerAt(MATCH_RESULT));
    expect(await nextOffers(ownerSocket)).toEqual({
      kind: 'cash_out',
      offers: [{ bet_id: owner.betId, cash_out: fallen }],
    });

    // The other player heard the same moves of their own bet, and nothing of the owner's.
    expect(await nextOffers(otherSocket)).toMatchObject({ offers: [{ bet_id: other.betId, cash_out: suspended }] });
    expect(await nextOffers(otherSocket)).toMatchObject({ offers: [{ bet_id: other.betId, cash_out: fallen }] });
    // A player without a bet on the match heard nothing of it (the balance snapshot aside).
    expect(bystanderSocket.frames.filter((f) => f.data?.kind === 'cash_out')).toEqual([]);
  });

  it('tells a player of all their bets a batch moved in one event', async () => {
    const match = await lineMatch(sockets.app);
    const player = await fundedPlayer(sockets.app, 10_000n);
    const home = await placed(sockets.app, player.token, singleBet(player.walletId, pick(match, 1, 11, 2100)));
    const away = await placed(sockets.app, player.token, singleBet(player.walletId, pick(match, 1, 13, 3600)));
    const socket = await playerSocket(player.token);

    await feed(sockets.app, odds(match, footballMarkets(RISEN), match.ts + 1_000));
    const event = await nextOffers(socket);
    expect(event.offers.map((o: { bet_id: number }) => o.bet_id).sort()).toEqual([home.bet_id, away.bet_id].sort());
    const [homeShown] = await betHistory(sockets.app, player.token, `?coupon_id=${home.bet_id}`);
    const [awayShown] = await betHistory(sockets.app, player.token, `?coupon_id=${away.bet_id}`);
    expect(event.offers).toEqual(
      expect.arrayContaining([
        { bet_id: home.bet_id, cash_out: homeShown?.cash_out },
        { bet_id: away.bet_id, cash_out: awayShown?.cash_out },
      ]),
    );
  });
});

describe('marketsMoved', () => {
  it('names the markets of price changes and bet stops, a stop of every market as the whole match', () => {
    const market = (id: number) => ({ ...footballMarkets()[0], id }) as ReturnType<typeof footballMarkets>[number];
    expect(
      marketsMoved([
        { type: 'odds_change', event_id: 1, ts: 1, markets: [market(1), market(2)] },
        { type: 'bet_stop', event_id: 1, ts: 2, market_ids: [3] },
        { type: 'bet_stop', event_id: 2, ts: 2, market_ids: null },
        { type: 'odds_change', event_id: 2, ts: 3, markets: [market(1)] },
        { type: 'bet_settlement', event_id: 3, ts: 3, markets: [] },
      ]),
    ).toEqual([
      { matchId: 1, marketIds: [1, 2, 3] },
      { matchId: 2, marketIds: [] },
    ]);
  });
});
