import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentPhoto, noise, toJpeg, toPng } from './kyc.image.fixtures.js';
import { ImageChecks } from './kyc.image-checks.js';

/** A worker script of the test's own: `body` is what it does with the photo. */
function workerScript(body: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'kyc-worker-')), 'worker.mjs');
  writeFileSync(path, body);
  return path;
}

/** A worker that passes every photo: an answer other than its own shows it was never asked. */
const passesAll = () =>
  workerScript('import { parentPort } from "node:worker_threads"; parentPort.postMessage({ ok: true });');

describe('the image checks in a worker thread', () => {
  it('judge a photo off the event loop: noise refused, a document taken', async () => {
    const checks = new ImageChecks();
    expect(await checks.check(toPng(noise(900, 600)), 'image/png', 900, 600)).toEqual({
      ok: false,
      refusal: 'photo_no_document',
    });
    expect(await checks.check(toJpeg(documentPhoto(900, 600)), 'image/jpeg', 900, 600)).toEqual({ ok: true });
  }, 60_000);

  it('send a photo over the pixel cap to a person unchecked, without decoding it', async () => {
    const checks = new ImageChecks({ workerPath: passesAll(), maxPixels: 1_000_000 });
    expect(await checks.check(toPng(noise(1300, 800)), 'image/png', 1300, 800)).toEqual({
      ok: 'doubt',
      doubt: 'photo_unchecked',
    });
  });

  it('take the worker’s answer for a photo under the cap', async () => {
    expect(
      await new ImageChecks({ workerPath: passesAll() }).check(toPng(noise(900, 600)), 'image/png', 900, 600),
    ).toEqual({
      ok: true,
    });
  });

  it('send a photo whose check runs out of time, or fails, to a person unchecked', async () => {
    const hangs = workerScript('setInterval(() => {}, 1000);');
    const slow = new ImageChecks({ workerPath: hangs, timeoutMs: 200 });
    expect(await slow.check(toPng(noise(900, 600)), 'image/png', 900, 600)).toEqual({
      ok: 'doubt',
      doubt: 'photo_unchecked',
    });
    const crashes = new ImageChecks({ workerPath: workerScript('throw new Error("out of memory");') });
    expect(await crashes.check(toPng(noise(900, 600)), 'image/png', 900, 600)).toEqual({
      ok: 'doubt',
      doubt: 'photo_unchecked',
    });
  });

  it('send a WebP, which it cannot decode, to a person unchecked', async () => {
    const checks = new ImageChecks({ workerPath: passesAll() });
    expect(await checks.check(Buffer.from('RIFF0000WEBP'), 'image/webp', 900, 600)).toEqual({
      ok: 'doubt',
      doubt: 'photo_unchecked',
    });
  });
});
