import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSerialized } from '../../platform/envelope.js';

type Encoding = 'br' | 'gzip';
// Below this an answer is sent as it is, like the compression plugin does.
const COMPRESS_FROM_BYTES = 1024;

/**
 * A serialized answer shared by many requests. Its compressed forms are made once, on first demand,
 * instead of once per request by the compression plugin: list answers run to tens of kilobytes.
 */
export class SerializedAnswer {
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly body: Buffer,
    /** False for an answer made for one player (favorite flags): not worth compressing ahead. */
    readonly shared = true,
  ) {}

  encoded(encoding: Encoding): Buffer {
    let held = this.#encoded.get(encoding);
    if (!held) {
      held =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(this.body, { level: 6 });
      this.#encoded.set(encoding, held);
    }
    return held;
  }
}

/** The encoding a client accepts, brotli first; `x;q=0` refuses one. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';', 1)[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  if (answer.shared && answer.body.length >= COMPRESS_FROM_BYTES) {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding) {
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return sendSerialized(reply, answer.encoded(encoding));
    }
  }
  return sendSerialized(reply, answer.body);
}
