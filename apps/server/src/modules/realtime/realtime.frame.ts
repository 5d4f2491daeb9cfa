/**
 * One server frame, serialized once. `payload` is the JSON text; `wire` is the whole WebSocket text
 * frame (RFC 6455 §5.2: FIN, opcode 1, unmasked length, payload), built on first use and then
 * written as is to every socket it goes to.
 */
export class OutFrame {
  readonly payload: Buffer;
  #wire: Buffer | null = null;

  constructor(value: unknown) {
    this.payload = Buffer.from(JSON.stringify(value));
  }

  get wire(): Buffer {
    this.#wire ??= textFrame(this.payload);
    return this.#wire;
  }
}

/** A final, unmasked text frame (servers never mask) holding `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) {
    frame[1] = length;
  } else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}
