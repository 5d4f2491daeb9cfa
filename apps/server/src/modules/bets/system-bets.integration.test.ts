import { randomUUID } from 'node:crypto';
import { BET_STATUS, BET_TYPE } from '@meridian/contract/bets';
import type { FeedOutcomeResult, FixtureChange } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { fixture, footballMarkets, odds, settlement } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { useApp } from '../../../test/helper.js';
import { ledgerInvariants } from '../ledger/ledger.fixtures.js';
import { balanceOf, postingsOf } from '../payments/payments.fixtures.js';
import { betHistory, fundedPlayer, makeBet, pick, placed } from './bets.fixtures.js';

/** The home win of each of four matches: 2.00, 3.00, 4.00 and 5.00 (a bet-return calculator's example). */
const HOME_ODDS = [2000, 3000, 4000, 5000];

describe('system bets', () => {
  const app = useApp();

  /** Four pre-match matches of their own, the home side quoted at HOME_ODDS. */
  async function fourMatches(): Promise<FixtureChange[]> {
    const matches: FixtureChange[] = [];
    for (const home of HOME_ODDS) {
      const fx = fixture();
      await feed(app(), fx, odds(fx, footballMarkets([home, 3300, 3600])));
      matches.push(fx);
    }
    return matches;
  }

  const homePicks = (matches: FixtureChange[]) => matches.map((fx, at) => pick(fx, 1, 11, HOME_ODDS[at] as number));

  /** The 1X2 market of `fx` settled: the home side's `result`, the others lost (or void with it). */
  const homeResult = (fx: FixtureChange, result: FeedOutcomeResult) =>
    settlement(fx, [
      {
        id: 1,
        outcomes: [
          [11, result],
          [12, result === 'void' ? 'void' : 'lost'],
          [13, result === 'void' ? 'void' : result === 'won' ? 'lost' : 'won'],
        ],
      },
    ]);

  async function yankee(player: Awaited<ReturnType<typeof fundedPlayer>>, matches: FixtureChange[]) {
    return placed(app(), player.token, {
      account_id: player.walletId,
      amount: 1_100,
      bet_type: BET_TYPE.system,
      check_odds: 1,
      system: { sizes: [4, 2, 3] },
      events: homePicks(matches),
    });
  }

  it('places a Yankee at 1.00 a line: 11.00 from the wallet, its lines and what they pay shown in the history', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const matches = await fourMatches();
    const result = await yankee(player, matches);
    expect(result).toMatchObject({ error: null, wait_time: 0 });

    expect(await balanceOf(app(), player.token, player.walletId)).toBe(8_900);
    const [bet] = await betHistory(app(), player.token, `?coupon_id=${result.bet_id}`);
    expect(bet).toMatchObject({
      type: BET_TYPE.system,
      status: BET_STATUS.inGame,
      amount: 1_100,
      odds: 120_000,
      // Doubles 71, trebles 154 and the four-fold 120 units.
      possible_win: 34_500,
      system: { sizes: [2, 3, 4], lines: 11 },
      cash_out: { available: false, reason: 'not_offered' },
    });
    expect(bet?.events.map((leg) => leg.odds)).toEqual(HOME_ODDS);
    expect(await betHistory(app(), player.token, `?bet_type=${BET_TYPE.system}`)).toEqual([
      expect.objectContaining({ id: result.bet_id }),
    ]);
    expect(await betHistory(app(), player.token, `?bet_type=${BET_TYPE.accumulator}`)).toEqual([]);
  });

  it('stays in game after a lost selection, then pays the lines without it: three doubles and a treble', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const matches = await fourMatches();
    const { bet_id: betId } = await yankee(player, matches);

    await app().services.ingestion.ingest([homeResult(matches[3] as FixtureChange, 'lost')]);
    await app().services.settlement.sweep();
    let [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(bet).toMatchObject({ status: BET_STATUS.inGame, possible_win: 5_000 });
    expect(bet?.events.map((leg) => leg.status_id)).toEqual([1, 1, 1, 3]);

    await app().services.ingestion.ingest(matches.slice(0, 3).map((fx) => homeResult(fx, 'won')));
    await app().services.settlement.sweep();
    [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    // 2×3 + 2×4 + 3×4 + 2×3×4 = 50 units.
    expect(bet).toMatchObject({ status: BET_STATUS.won, amount_win: 5_000 });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(8_900 + 5_000);
    expect((await postingsOf(app(), player.walletId, 'bet_win')).map((p) => p.amount)).toEqual([5_000]);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('counts a void selection at 1.00 in each of its lines, and is lost when no line can pay', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const matches = await fourMatches();
    const { bet_id: voided } = await yankee(player, matches);
    await app().services.ingestion.ingest([
      ...matches.slice(0, 3).map((fx) => homeResult(fx, 'won')),
      homeResult(matches[3] as FixtureChange, 'void'),
    ]);
    await app().services.settlement.sweep();
    const [paid] = await betHistory(app(), player.token, `?coupon_id=${voided}`);
    expect(paid).toMatchObject({ status: BET_STATUS.won, amount_win: 10_900 });

    const others = await fourMatches();
    const { bet_id: lostId } = await yankee(player, others);
    await app().services.ingestion.ingest(others.slice(0, 3).map((fx) => homeResult(fx, 'lost')));
    await app().services.settlement.sweep();
    // Three of four lost: every line of a Yankee holds one of them, though the fourth is open.
    const [lost] = await betHistory(app(), player.token, `?coupon_id=${lostId}`);
    expect(lost).toMatchObject({ status: BET_STATUS.lost, amount_win: 0 });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000 - 2_200 + 10_900);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('refuses a system that cannot be placed, with the field that is wrong, writing nothing', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const matches = await fourMatches();
    const base = {
      account_id: player.walletId,
      amount: 1_100,
      bet_type: BET_TYPE.system,
      system: { sizes: [2, 3, 4] },
      events: homePicks(matches),
    };
    const refused = async (body: Record<string, unknown>) => {
      const res = await makeBet(app(), player.token, body);
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(res.json().errors ?? {});
    };
    expect(await refused({ ...base, events: homePicks(matches).slice(0, 2), system: { sizes: [1, 2] } })).toEqual([
      'events',
    ]);
    expect(await refused({ ...base, system: { sizes: [5] } })).toEqual(['system']);
    expect(await refused({ ...base, system: { sizes: [2, 2] } })).toEqual(['system']);
    expect(await refused({ ...base, system: undefined })).toEqual(['system']);
    // Eleven lines: 10.00 is not the same on each.
    expect(await refused({ ...base, amount: 1_000 })).toEqual(['amount']);
    expect(await refused({ ...base, bet_type: BET_TYPE.accumulator })).toEqual(['system']);
    expect(await refused({ ...base, free_bet_id: 1 })).toContain('free_bet_id');
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    expect(await betHistory(app(), player.token)).toEqual([]);
  });

  it('answers a repeat of its bet_uuid with the same bet, and refuses the same bet_uuid for another system', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const matches = await fourMatches();
    const body = {
      account_id: player.walletId,
      amount: 600,
      bet_type: BET_TYPE.system,
      system: { sizes: [2] },
      events: homePicks(matches),
      bet_uuid: randomUUID(),
    };
    const first = await placed(app(), player.token, body);
    const again = await placed(app(), player.token, body);
    expect(again.bet_id).toBe(first.bet_id);
    const other = await makeBet(app(), player.token, { ...body, amount: 400, system: { sizes: [3] } });
    expect(other.statusCode).toBe(409);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_400);
  });
});
