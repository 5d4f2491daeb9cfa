import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createClientSeed,
  createServerSeed,
  fairBlock,
  fairRandom,
  hashServerSeed,
  isValidClientSeed,
} from './provably-fair.js';

const serverSeed = '6d1b2c4a9f0e8d7c6b5a49382716f5e4d3c2b1a0f9e8d7c6b5a4938271605f4e';
const seeds = { serverSeed, clientSeed: 'lucky-player', nonce: 7 };

const draws = (s: typeof seeds) => {
  const rng = fairRandom(s);
  return Array.from({ length: 40 }, () => rng.int(1000));
};

describe('provably fair stream', () => {
  it('commits to the server seed with SHA-256 of its text', () => {
    expect(hashServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
    expect(hashServerSeed(serverSeed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('derives each block as HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor")', () => {
    const expected = createHmac('sha256', serverSeed).update('lucky-player:7:2').digest();
    expect(fairBlock(seeds, 2).equals(expected)).toBe(true);
  });

  it('reads the blocks in order, crossing from one cursor to the next', () => {
    const rng = fairRandom(seeds);
    const stream = Buffer.concat([fairBlock(seeds, 0), fairBlock(seeds, 1)]);
    // int(256) reads exactly one byte and never rejects.
    const read = Array.from({ length: 64 }, () => rng.int(256));
    expect(Buffer.from(read).equals(stream)).toBe(true);
  });

  it('replays identically from the revealed seeds', () => {
    expect(draws(seeds)).toEqual(draws({ ...seeds }));
  });

  it('changes when the server seed, the client seed or the nonce changes', () => {
    const base = draws(seeds);
    expect(draws({ ...seeds, serverSeed: `${serverSeed.slice(0, 63)}0` })).not.toEqual(base);
    expect(draws({ ...seeds, clientSeed: 'lucky-player2' })).not.toEqual(base);
    expect(draws({ ...seeds, nonce: 8 })).not.toEqual(base);
  });

  it('creates fresh seeds and refuses malformed ones', () => {
    expect(createServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(createServerSeed()).not.toBe(createServerSeed());
    expect(isValidClientSeed(createClientSeed())).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('has space')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(() => fairRandom({ ...seeds, serverSeed: 'short' })).toThrow(RangeError);
    expect(() => fairRandom({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => fairRandom({ ...seeds, clientSeed: '' })).toThrow(RangeError);
  });
});
