import { describe, expect, it } from 'vitest';
import { card, shuffledShoe } from '../../shared/games/cards.js';
import { fairRandom } from '../../shared/games/provably-fair.js';
import { ratio, toNumber, toPercent } from '../../shared/games/rational.js';
import {
  type BaccaratOutcome,
  baccarat,
  baccaratOdds,
  baccaratTotal,
  baccaratValue,
  bankerDraws,
  dealBaccarat,
} from './baccarat.js';
import { confidenceHalfWidth, streamRandom } from './statistics.test-helpers.js';

const SERVER_SEED = '3d'.repeat(32);
const bet = (spot: string, amount = 100n) => ({ spot, amount });

/** A shoe from rank labels, suits cycling so that equal ranks are still different cards. */
const shoe = (...ranks: string[]) => [...ranks, 'K', 'K', 'K', 'K', 'K', 'K'].map((rank, i) => card(rank, i % 4));
/** The ranks of a hand's cards. */
const ranks = (cards: readonly number[]) =>
  cards.map((code) => ['A', 2, 3, 4, 5, 6, 7, 8, 9, 10, 'J', 'Q', 'K'][code % 13]);

/** A fixed outcome for settling bets on. */
const outcome = (winner: BaccaratOutcome['winner'], pairs: { player?: boolean; banker?: boolean } = {}) =>
  ({
    player: [],
    banker: [],
    playerTotal: 0,
    bankerTotal: 0,
    winner,
    playerPair: pairs.player ?? false,
    bankerPair: pairs.banker ?? false,
  }) satisfies BaccaratOutcome;

describe('baccarat cards and totals', () => {
  it('counts ace 1, two to nine at face value, tens and faces 0, and a hand modulo 10', () => {
    expect(['A', '2', '9', '10', 'J', 'Q', 'K'].map((rank) => baccaratValue(card(rank, 2)))).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
    expect(baccaratTotal([card('7'), card('8')])).toBe(5);
    expect(baccaratTotal([card('9'), card('K'), card('A')])).toBe(0);
  });

  it("draws the banker's third card by the standard tableau", () => {
    // Rows: the banker's total 0–7; columns: the player's third card 0–9 (D draws, S stands).
    const tableau = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    tableau.forEach((row, total) => {
      const drawn = Array.from({ length: 10 }, (_, third) => (bankerDraws(total, third) ? 'D' : 'S')).join('');
      expect(drawn, `banker ${total}`).toBe(row);
    });
    // When the player stood, the banker draws on 0–5 like the player.
    expect(Array.from({ length: 8 }, (_, total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('baccarat deal', () => {
  it('deals player, banker, player, banker, and a natural ends the deal', () => {
    // Player 4 + 4 = 8, banker K + 5 = 5.
    const natural = dealBaccarat(shoe('4', 'K', '4', '5'));
    expect(ranks(natural.player)).toEqual([4, 4]);
    expect(ranks(natural.banker)).toEqual(['K', 5]);
    expect(natural).toMatchObject({ playerTotal: 8, bankerTotal: 5, winner: 'player' });
    // Banker 9 against a player's 5: the player does not draw.
    expect(dealBaccarat(shoe('2', 'K', '3', '9'))).toMatchObject({
      player: [card('2', 0), card('3', 2)],
      banker: [card('K', 1), card('9', 3)],
      playerTotal: 5,
      bankerTotal: 9,
      winner: 'banker',
    });
  });

  it('stands the player on 6 and 7, and the banker then draws on 0–5', () => {
    // Player K 6 = 6 stands; banker 2 3 = 5 draws a 3 → 8.
    const deal = dealBaccarat(shoe('K', '2', '6', '3', '3'));
    expect(ranks(deal.player)).toEqual(['K', 6]);
    expect(ranks(deal.banker)).toEqual([2, 3, 3]);
    expect(deal).toMatchObject({ playerTotal: 6, bankerTotal: 8, winner: 'banker' });
    // Player 10 7 = 7, banker 3 4 = 7: both stand, a tie.
    expect(dealBaccarat(shoe('10', '3', '7', '4'))).toMatchObject({ playerTotal: 7, bankerTotal: 7, winner: 'tie' });
    expect(dealBaccarat(shoe('10', '3', '7', '4')).banker).toHaveLength(2);
  });

  it("has the banker follow the tableau once the player drew, by the player's third card", () => {
    // Player A 2 = 3 draws an 8 → 1; banker 10 3 = 3 stands on a third 8 and wins 3 to 1.
    const standsOn8 = dealBaccarat(shoe('A', '10', '2', '3', '8', '5'));
    expect(ranks(standsOn8.player)).toEqual(['A', 2, 8]);
    expect(ranks(standsOn8.banker)).toEqual([10, 3]);
    expect(standsOn8).toMatchObject({ playerTotal: 1, bankerTotal: 3, winner: 'banker' });
    // Player 2 2 = 4 draws a 6 → 0; banker 3 3 = 6 draws on a third 6, takes a 9 → 5.
    const drawsOn6 = dealBaccarat(shoe('2', '3', '2', '3', '6', '9'));
    expect(ranks(drawsOn6.banker)).toEqual([3, 3, 9]);
    expect(drawsOn6).toMatchObject({ playerTotal: 0, bankerTotal: 5, winner: 'banker' });
    // Player 5 K = 5 draws a 4 → 9; banker 2 2 = 4 draws on a third 4, takes a 5 → 9: a tie.
    expect(dealBaccarat(shoe('5', '2', 'K', '2', '4', '5'))).toMatchObject({
      playerTotal: 9,
      bankerTotal: 9,
      winner: 'tie',
    });
    // Player 3 3 = 6 stands; banker 7 K = 7 stands: the player loses 6 to 7.
    expect(dealBaccarat(shoe('3', '7', '3', 'K'))).toMatchObject({ playerTotal: 6, bankerTotal: 7, winner: 'banker' });
  });

  it("marks a pair when a hand's first two cards share a rank, not merely a value", () => {
    expect(dealBaccarat(shoe('Q', '4', 'Q', '4'))).toMatchObject({ playerPair: true, bankerPair: true });
    expect(dealBaccarat(shoe('Q', '4', 'K', '5'))).toMatchObject({ playerPair: false, bankerPair: false });
  });

  it('deals from a fresh 8-deck shoe, so a round replays from its seeds', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'baccarat-golden', nonce: 5 };
    const drawn = baccarat.draw(fairRandom(seeds));
    expect(drawn).toEqual(dealBaccarat(shuffledShoe(8, fairRandom(seeds))));
    expect(baccarat.draw(fairRandom(seeds))).toEqual(drawn);
  });
});

describe('baccarat returns', () => {
  it('takes the five spots and nothing else', () => {
    for (const spot of ['player', 'banker', 'tie', 'playerPair', 'bankerPair'])
      expect(baccarat.isSpot(spot)).toBe(true);
    for (const spot of ['Player', 'pair', 'eitherPair', 'x2', '', 'toString', '__proto__', 'constructor']) {
      expect(baccarat.isSpot(spot), spot).toBe(false);
    }
  });

  it('pays the player 2, the banker 1.95 rounded down, the tie 9 and a pair 12', () => {
    expect(baccarat.returnOf(bet('player'), outcome('player'))).toBe(200n);
    expect(baccarat.returnOf(bet('banker'), outcome('banker'))).toBe(195n);
    expect(baccarat.returnOf(bet('banker', 10n), outcome('banker'))).toBe(19n); // 19.5
    expect(baccarat.returnOf(bet('banker', 1n), outcome('banker'))).toBe(1n); // 1.95
    expect(baccarat.returnOf(bet('tie'), outcome('tie'))).toBe(900n);
    expect(baccarat.returnOf(bet('playerPair'), outcome('banker', { player: true }))).toBe(1200n);
    expect(baccarat.returnOf(bet('bankerPair'), outcome('tie', { banker: true }))).toBe(1200n);
  });

  it('loses the bets on the other hand, the tie when a hand wins, a pair that did not come', () => {
    expect(baccarat.returnOf(bet('player'), outcome('banker'))).toBe(0n);
    expect(baccarat.returnOf(bet('banker'), outcome('player'))).toBe(0n);
    expect(baccarat.returnOf(bet('tie'), outcome('player'))).toBe(0n);
    expect(baccarat.returnOf(bet('tie'), outcome('banker'))).toBe(0n);
    expect(baccarat.returnOf(bet('playerPair'), outcome('player', { banker: true }))).toBe(0n);
    expect(baccarat.returnOf(bet('bankerPair'), outcome('tie'))).toBe(0n);
  });

  it('pushes the player and banker bets on a tie: the stake comes back', () => {
    expect(baccarat.returnOf(bet('player', 137n), outcome('tie'))).toBe(137n);
    expect(baccarat.returnOf(bet('banker', 137n), outcome('tie'))).toBe(137n);
  });

  it('refuses to settle an unknown spot or a stake that is not positive', () => {
    expect(() => baccarat.returnOf(bet('dragon'), outcome('tie'))).toThrow(RangeError);
    expect(() => baccarat.returnOf(bet('player', 0n), outcome('player'))).toThrow(RangeError);
  });

  it('describes both hands as plain JSON', () => {
    const deal = dealBaccarat(shoe('K', '2', '6', '3', '3'));
    const described = baccarat.describe(deal);
    expect(described).toEqual({
      player: { cards: deal.player, labels: ['K♠', '6♦'], total: 6 },
      banker: { cards: deal.banker, labels: ['2♥', '3♣', '3♠'], total: 8 },
      winner: 'banker',
      playerPair: false,
      bankerPair: false,
    });
    expect(JSON.parse(JSON.stringify(described))).toEqual(described);
  });
});

describe('baccarat exact RTP', () => {
  it('counts the deals of an 8-deck shoe as the published figures', () => {
    const odds = baccaratOdds();
    expect(odds.deals).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(odds.bankerWins).toBe(2_292_252_566_437_888n);
    expect(odds.playerWins).toBe(2_230_518_282_592_256n);
    expect(odds.ties).toBe(475_627_426_473_216n);
    expect(odds.playerWins + odds.bankerWins + odds.ties).toBe(odds.deals);
    expect(odds.pair).toEqual(ratio(31, 415));
  });

  it('gives each spot its exact RTP', () => {
    const rtp = Object.fromEntries(baccarat.spots().map((info) => [info.spot, info.rtp]));
    expect(rtp).toEqual({
      player: { num: 19_283_843_717_413n, den: 19_524_993_263_685n },
      banker: { num: 10_732_465_128_097n, den: 10_847_218_479_825n },
      tie: { num: 619_306_544_887n, den: 723_147_898_655n },
      playerPair: { num: 372n, den: 415n },
      bankerPair: { num: 372n, den: 415n },
    });
    expect(Object.fromEntries(Object.entries(rtp).map(([spot, value]) => [spot, toPercent(value)]))).toEqual({
      player: '98.7649',
      banker: '98.9421',
      tie: '85.6404',
      playerPair: '89.6386',
      bankerPair: '89.6386',
    });
    const returns = Object.fromEntries(baccarat.spots().map((info) => [info.spot, info.returns]));
    expect(returns).toEqual({
      player: ratio(2),
      banker: ratio(39, 20),
      tie: ratio(9),
      playerPair: ratio(12),
      bankerPair: ratio(12),
    });
  });

  it('agrees with dealing every sequence of six card values through dealBaccarat', () => {
    // One card of each value stands for all: value 0 a ten (128 in the shoe), 1–9 ace to nine (32 each).
    const representative = [card('10'), ...['A', '2', '3', '4', '5', '6', '7', '8', '9'].map((rank) => card(rank))];
    const left = Array.from({ length: 10 }, (_, value): number => (value === 0 ? 128 : 32));
    const wins = { player: 0, banker: 0, tie: 0 };
    const cards = new Array<number>(6);
    const walk = (position: number, weight: number): void => {
      if (position === 6) {
        wins[dealBaccarat(cards).winner] += weight;
        return;
      }
      for (let value = 0; value < 10; value++) {
        const count = left[value]!;
        left[value] = count - 1;
        cards[position] = representative[value]!;
        walk(position + 1, weight * count);
        left[value] = count;
      }
    };
    walk(0, 1);
    const odds = baccaratOdds();
    expect([wins.player, wins.banker, wins.tie].map(BigInt)).toEqual([odds.playerWins, odds.bankerWins, odds.ties]);
  });

  it('returns the exact banker and player RTP in 200,000 simulated rounds, within a 99.9 % confidence interval', () => {
    const odds = baccaratOdds();
    const p = toNumber(ratio(odds.playerWins, odds.deals));
    const b = toNumber(ratio(odds.bankerWins, odds.deals));
    const t = toNumber(ratio(odds.ties, odds.deals));
    // Per unit staked: the player bet returns 2 or 1 (a tie), the banker bet 1.95 or 1.
    const player = { mean: toNumber(odds.rtp.player), square: 4 * p + t, sum: 0 };
    const banker = { mean: toNumber(odds.rtp.banker), square: 1.95 ** 2 * b + t, sum: 0 };
    const rounds = 200_000;
    const rng = streamRandom('baccarat-rtp');
    for (let i = 0; i < rounds; i++) {
      const deal = baccarat.draw(rng);
      player.sum += Number(baccarat.returnOf(bet('player'), deal)) / 100;
      banker.sum += Number(baccarat.returnOf(bet('banker'), deal)) / 100;
    }
    for (const spot of [player, banker]) {
      const variance = spot.square - spot.mean ** 2;
      expect(Math.abs(spot.sum / rounds - spot.mean)).toBeLessThan(confidenceHalfWidth(variance, rounds));
    }
  });
});
