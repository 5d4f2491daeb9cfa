/**
 * Provably fair rounds. Before a round the player sees SHA-256(serverSeed); the player may set the
 * client seed; each round has its own nonce. The round's random bytes are the concatenation of
 *
 *   HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)  for cursor = 0, 1, 2, …
 *
 * (the seed and the message as UTF-8 text, 32 bytes per cursor), read in order by ByteStreamRandom.
 * Once the server seed is revealed, anyone can recompute the bytes and so every outcome of every
 * round played with it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ByteStreamRandom } from './random.js';

export interface FairSeeds {
  /** 64 hexadecimal characters, kept secret until the player rotates the seed pair. */
  readonly serverSeed: string;
  readonly clientSeed: string;
  /** The round's number under this seed pair: 0, 1, 2, … */
  readonly nonce: number;
}

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** A fresh server seed: 32 bytes from the CSPRNG as 64 hexadecimal characters. */
export function createServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a player who has not chosen one: 16 random bytes in hexadecimal. */
export function createClientSeed(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 of the server seed's text, in hexadecimal: the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A client seed is 1 to 64 printable ASCII characters without spaces. */
export function isValidClientSeed(clientSeed: string): boolean {
  return CLIENT_SEED.test(clientSeed);
}

function checkSeeds(seeds: FairSeeds): void {
  if (!/^[0-9a-f]{64}$/.test(seeds.serverSeed)) throw new RangeError('a server seed is 64 lowercase hex digits');
  if (!isValidClientSeed(seeds.clientSeed)) throw new RangeError('a client seed is 1–64 printable characters');
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('a nonce is a whole number ≥ 0');
}

/** The 32 bytes of one cursor of a round. */
export function fairBlock(seeds: FairSeeds, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`, 'utf8').digest();
}

/** The RandomSource of one provably fair round. */
export function fairRandom(seeds: FairSeeds): ByteStreamRandom {
  checkSeeds(seeds);
  let cursor = 0;
  let block = fairBlock(seeds, cursor);
  let offset = 0;
  return new ByteStreamRandom(() => {
    if (offset === block.length) {
      cursor += 1;
      block = fairBlock(seeds, cursor);
      offset = 0;
    }
    return block[offset++] as number;
  });
}
