import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, SerializedAnswer } from './serialized-answer.js';

describe('serialized answers', () => {
  it('picks brotli, then gzip, and honours a refusal', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('compresses once per encoding and decodes to the same bytes', () => {
    const body = Buffer.from(
      JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `m${i}` })) }),
    );
    const answer = new SerializedAnswer(body);
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(answer.encoded('gzip')).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length);
  });
});
