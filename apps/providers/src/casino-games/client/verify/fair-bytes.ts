/**
 * The provably fair bytes computed with Web Crypto, as a browser (or any runtime with
 * `crypto.subtle`) can: HMAC-SHA256(key = server seed, message = "clientSeed:nonce:cursor"), the seed
 * and the message as UTF-8 text, 32 bytes a cursor (docs/casino-games.md, "Provably fair play").
 */

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle;
  if (!found) throw new Error('Web Crypto is not available here (it needs a secure context: https or localhost).');
  return found;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 of a text message under a text key. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const imported = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await subtle().sign('HMAC', imported, encoder.encode(message)));
}

/** SHA-256 of a text, in lowercase hexadecimal: a server seed's commitment. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

/** The message of one cursor of a round. */
export const fairMessage = (clientSeed: string, nonce: number, cursor: number) => `${clientSeed}:${nonce}:${cursor}`;

/** The first `count` bytes of a round's stream. */
export async function fairBytes(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  count: number,
): Promise<Uint8Array> {
  const out = new Uint8Array(count);
  for (let cursor = 0, offset = 0; offset < count; cursor++) {
    const block = await hmacSha256(seeds.serverSeed, fairMessage(seeds.clientSeed, seeds.nonce, cursor));
    out.set(block.subarray(0, Math.min(block.length, count - offset)), offset);
    offset += block.length;
  }
  return out;
}

export { toHex };
