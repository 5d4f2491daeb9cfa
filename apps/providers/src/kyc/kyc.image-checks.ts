import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FileMime } from './kyc.files.js';
import { type ImageVerdict, MAX_ANALYSED_PIXELS } from './kyc.image.js';

export interface ImageChecksOptions {
  /**
   * The worker script: the server passes its bundled `dist/kyc-image-worker.js`; unset, the
   * TypeScript source beside this module runs through tsx (tests, `npm run dev`).
   */
  workerPath?: string;
  /** Past this long, the worker is stopped and the photo goes to a person unchecked. */
  timeoutMs?: number;
  /** A photo of more pixels is not decoded: it goes to a person unchecked. */
  maxPixels?: number;
  /** Photos checked at once; the others wait their turn. */
  concurrency?: number;
}

export const IMAGE_CHECK_TIMEOUT_MS = 30_000;

const UNCHECKED: ImageVerdict = { ok: 'doubt', doubt: 'photo_unchecked' };

/**
 * Checks photos' pixels in worker threads, one worker a photo, so a large photo never holds up the
 * event loop. What cannot be checked (a WebP, a photo over the pixel cap, a worker that fails or
 * runs out of time) goes to a person rather than being refused or passed.
 */
export class ImageChecks {
  private readonly workerPath: string | URL;
  private readonly timeoutMs: number;
  private readonly maxPixels: number;
  private readonly concurrency: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: ImageChecksOptions = {}) {
    this.workerPath = options.workerPath ?? sourceWorker();
    this.timeoutMs = options.timeoutMs ?? IMAGE_CHECK_TIMEOUT_MS;
    this.maxPixels = options.maxPixels ?? MAX_ANALYSED_PIXELS;
    this.concurrency = options.concurrency ?? 2;
  }

  async check(bytes: Buffer, mime: FileMime, width: number | null, height: number | null): Promise<ImageVerdict> {
    if (mime !== 'image/jpeg' && mime !== 'image/png') return UNCHECKED;
    if (!width || !height || width * height > this.maxPixels) return UNCHECKED;
    await this.turn();
    try {
      return await this.inWorker(bytes, mime);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running++;
        resolve();
      }),
    );
  }

  private inWorker(bytes: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<ImageVerdict> {
    return new Promise((resolve) => {
      let settled = false;
      const worker = new Worker(this.workerPath, {
        workerData: { bytes: new Uint8Array(bytes), mime },
        // Room for a 24-megapixel photo decoded to RGBA, and no more.
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      const finish = (verdict: ImageVerdict) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(verdict);
      };
      const timer = setTimeout(() => finish(UNCHECKED), this.timeoutMs);
      worker.once('message', (verdict: ImageVerdict) => finish(verdict));
      worker.once('error', () => finish(UNCHECKED));
      worker.once('exit', () => finish(UNCHECKED));
    });
  }
}

/** The worker from its TypeScript source, loaded through tsx's API (a worker's own --import comes too late for its entry). */
function sourceWorker(): URL {
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./kyc.image.worker.ts', import.meta.url).href;
  const code = `import { tsImport } from ${JSON.stringify(api)}; await tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
