/**
 * What the engine takes from node:crypto, for the browser bundle of the verifier (apps/server/build.mjs
 * puts this module in node:crypto's place). Web Crypto is asynchronous and the engine is not, so the
 * digests a round needs are computed beforehand (`prepareHmac`, `prepareSha256`) and looked up here;
 * a digest not yet computed throws `MissingDigest`, and the verifier computes it and replays the
 * round (verify-round.ts). The engine's own code then plays the round, byte for byte as on the server.
 */
import { hmacSha256, sha256Hex, toHex } from './fair-bytes.js';

export class MissingDigest extends Error {
  override name = 'MissingDigest';
  constructor(
    readonly kind: 'hmac' | 'sha256',
    readonly key: string,
    readonly text: string,
  ) {
    super(`the ${kind} digest of ${text} is not computed yet`);
  }
}

const hmacs = new Map<string, Uint8Array>();
const hashes = new Map<string, string>();
const hmacKey = (key: string, message: string) => `${key}\n${message}`;

export async function prepareHmac(key: string, message: string): Promise<void> {
  hmacs.set(hmacKey(key, message), await hmacSha256(key, message));
}

export async function prepareSha256(text: string): Promise<void> {
  hashes.set(text, await sha256Hex(text));
}

export function createHmac(_algorithm: string, key: string) {
  let message = '';
  const hmac = {
    update(text: string) {
      message += text;
      return hmac;
    },
    digest(): Uint8Array {
      const found = hmacs.get(hmacKey(key, message));
      if (!found) throw new MissingDigest('hmac', key, message);
      return found;
    },
  };
  return hmac;
}

export function createHash(_algorithm: string) {
  let text = '';
  const hash = {
    update(more: string) {
      text += more;
      return hash;
    },
    digest(): string {
      const found = hashes.get(text);
      if (found === undefined) throw new MissingDigest('sha256', '', text);
      return found;
    },
  };
  return hash;
}

export function randomBytes(size: number) {
  const bytes = new Uint8Array(size);
  globalThis.crypto.getRandomValues(bytes);
  return { toString: () => toHex(bytes) };
}

/** A uniform integer in [0, n) by rejection sampling over 32-bit draws. */
export function randomInt(n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    if ((word[0] as number) < limit) return (word[0] as number) % n;
  }
}
