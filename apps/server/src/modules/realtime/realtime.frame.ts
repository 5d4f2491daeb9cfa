/**
 * One server frame, serialized once. `payload` is the JSON text, sent as is to every socket it goes
 * to (each socket's `ws` adds only the frame header).
 */
export class OutFrame {
  readonly payload: Buffer;

  constructor(value: unknown) {
    this.payload = Buffer.from(JSON.stringify(value));
  }
}
