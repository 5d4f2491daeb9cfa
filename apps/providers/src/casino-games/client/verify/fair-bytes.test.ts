import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairBlock, hashServerSeed } from '../../../shared/games/provably-fair.js';
import { verifyRound } from '../../engine/verify.js';
import {
  MissingDigest,
  prepareHmac,
  prepareSha256,
  createHash as shimHash,
  createHmac as shimHmac,
} from './crypto-shim.js';
import { fairBytes, fairMessage, hmacSha256, sha256Hex, toHex } from './fair-bytes.js';
import { parseChoices, type VerifyForm } from './verify-choices.js';

// The worked example of docs/casino-games.md.
const seeds = {
  serverSeed: '4f3c9e0d2b7a61858c1e6d4f0a9b3c27e5d8f1a6b2c9047e3d5f8a1b6c2e9d70',
  clientSeed: 'my-lucky-seed',
  nonce: 42,
};
const form = (values: Partial<VerifyForm>): VerifyForm => ({
  game: 'dice',
  stake: '100',
  picks: '',
  bets: '',
  actions: '',
  target: '5000',
  direction: 'over',
  mines: '3',
  tiles: '',
  cashout: false,
  ...values,
});

describe('the verifier’s bytes (Web Crypto)', () => {
  it('are the bytes node:crypto gives the studio’s server', async () => {
    const bytes = await fairBytes(seeds, 100);
    const server = Buffer.concat([0, 1, 2, 3].map((cursor) => fairBlock(seeds, cursor))).subarray(0, 100);
    expect(toHex(bytes)).toBe(server.toString('hex'));
    expect(toHex(bytes).slice(0, 14)).toBe('88168d65b64111');
  });

  it('hash the server seed as the commitment shown before play', async () => {
    expect(await sha256Hex(seeds.serverSeed)).toBe(hashServerSeed(seeds.serverSeed));
    expect(await sha256Hex(seeds.serverSeed)).toBe('7a5c0d151a981eaf5e3e55c470426724e6cce2c8716ea38a1bf88c7b27025c3b');
  });

  it('match node:crypto for any text, UTF-8 included', async () => {
    for (const [key, message] of [
      ['k', ''],
      ['ключ', 'сообщение:1:0'],
      ['a'.repeat(100), 'x'.repeat(300)],
    ] as const) {
      expect(toHex(await hmacSha256(key, message))).toBe(
        createHmac('sha256', key).update(message, 'utf8').digest('hex'),
      );
    }
  });
});

describe('the browser’s node:crypto', () => {
  it('answers a prepared digest with the same bytes and asks for one it lacks', async () => {
    const message = fairMessage(seeds.clientSeed, seeds.nonce, 7);
    expect(() => shimHmac('sha256', seeds.serverSeed).update(message).digest()).toThrow(MissingDigest);
    await prepareHmac(seeds.serverSeed, message);
    const digest = shimHmac('sha256', seeds.serverSeed).update(message).digest();
    expect(toHex(digest)).toBe(createHmac('sha256', seeds.serverSeed).update(message).digest('hex'));
    await prepareSha256(seeds.serverSeed);
    expect(shimHash('sha256').update(seeds.serverSeed).digest()).toBe(hashServerSeed(seeds.serverSeed));
  });
});

describe('parseChoices', () => {
  const hash = hashServerSeed(seeds.serverSeed);

  it('replays the documented roulette, dice and crash rounds', () => {
    const roulette = verifyRound(
      seeds,
      hash,
      parseChoices(form({ game: 'european-roulette', bets: '[{"type":"red","amount":100}]' })),
    );
    expect(roulette.game === 'european-roulette' && roulette.round.pocket).toBe(25);
    const dice = verifyRound(seeds, hash, parseChoices(form({ game: 'dice' })));
    expect(dice.game === 'dice' && dice.round.roll).toBe(4838);
    const crash = verifyRound(seeds, hash, parseChoices(form({ game: 'crash', target: '200' })));
    expect(crash.game === 'crash' && crash.round.point).toBe(211);
  });

  it('reads slots, blackjack and mines choices', () => {
    expect(parseChoices(form({ game: 'lucky-orchard', stake: '100', picks: '3, 5 7' }))).toEqual({
      game: 'slot',
      slotId: 'lucky-orchard',
      stake: 100n,
      picks: [3, 5, 7],
    });
    expect(parseChoices(form({ game: 'blackjack', actions: 'hit, stand' }))).toEqual({
      game: 'blackjack',
      bet: 100n,
      actions: ['hit', 'stand'],
    });
    expect(parseChoices(form({ game: 'mines', mines: '5', tiles: '0,12', cashout: true }))).toEqual({
      game: 'mines',
      stake: 100n,
      mines: 5,
      tiles: [0, 12],
      cashOut: true,
    });
  });

  it('says what it cannot read', () => {
    expect(() => parseChoices(form({ game: 'blackjack', actions: 'surrender' }))).toThrow(/unknown action surrender/);
    expect(() => parseChoices(form({ game: 'european-roulette', bets: '{' }))).toThrow(/not valid JSON/);
    expect(() => parseChoices(form({ game: 'dice', target: 'x' }))).toThrow(/whole number/);
  });
});
