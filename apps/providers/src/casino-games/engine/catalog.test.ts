import { describe, expect, it } from 'vitest';
import { fairRandom, hashServerSeed } from '../../shared/games/provably-fair.js';
import { GAMES, gameById, SLOT_MACHINES } from './catalog.js';
import { playSlot } from './slots/slot-engine.js';
import { verifyRound } from './verify.js';

const serverSeed = '9c'.repeat(32);

describe('game catalogue', () => {
  it('lists eight games of four kinds, each with rules, tables and an RTP in its range', () => {
    expect(GAMES).toHaveLength(8);
    expect(new Set(GAMES.map((game) => game.kind))).toEqual(new Set(['slot', 'roulette', 'blackjack', 'instant']));
    expect(new Set(GAMES.map((game) => game.id)).size).toBe(8);
    for (const game of GAMES) {
      expect(game.help.rules.length).toBeGreaterThan(0);
      expect(game.help.tables.length).toBeGreaterThan(0);
      for (const table of game.help.tables)
        for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
      const { value } = game.rtp();
      const range = {
        slot: [0.94, 0.97],
        roulette: [0.9729, 0.973],
        blackjack: [0.994, 0.996],
        instant: [0.9899, 0.99],
      }[game.kind];
      expect(value).toBeGreaterThanOrEqual(range[0]!);
      expect(value).toBeLessThanOrEqual(range[1]!);
    }
    expect(gameById('blackjack')?.name).toBe('Blackjack');
    expect(gameById('nope')).toBeUndefined();
    // The help data is plain JSON for the help screen.
    expect(() => JSON.stringify(GAMES.map((game) => game.help))).not.toThrow();
  });
});

describe('verifyRound', () => {
  const seeds = { serverSeed, clientSeed: 'verify', nonce: 2 };
  const hash = hashServerSeed(serverSeed);

  it('replays a round of any game from the revealed seeds', () => {
    const machine = SLOT_MACHINES['jade-temple']!;
    const slot = verifyRound(seeds, hash, { game: 'slot', slotId: 'jade-temple', stake: 100n });
    expect(slot).toEqual({ game: 'slot', round: playSlot(machine, 100n, fairRandom(seeds)) });
    const dice = verifyRound(seeds, hash, { game: 'dice', bet: { target: 5_000, direction: 'under', amount: 1n } });
    expect(dice.game).toBe('dice');
    const roulette = verifyRound(seeds, hash.toUpperCase(), {
      game: 'european-roulette',
      bets: [{ type: 'red', amount: 1n }],
    });
    expect(roulette.game).toBe('european-roulette');
  });

  it('refuses a server seed that does not match the hash shown before play', () => {
    expect(() =>
      verifyRound(seeds, hashServerSeed('0'.repeat(64)), { game: 'crash', bet: { target: 200, amount: 1n } }),
    ).toThrow(/does not match/);
    expect(() => verifyRound(seeds, hash, { game: 'slot', slotId: 'nope', stake: 1n })).toThrow(/no slot/);
  });
});
