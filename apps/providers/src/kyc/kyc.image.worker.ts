import { parentPort, workerData } from 'node:worker_threads';
import { analyseImage } from './kyc.image.js';

/**
 * A photo's checks off the event loop: decodes and judges the bytes it is started with, answers
 * the verdict once and ends. Built as dist/kyc-image-worker.js beside the server's bundle.
 */
const { bytes, mime } = workerData as { bytes: Uint8Array; mime: 'image/jpeg' | 'image/png' };
parentPort?.postMessage(analyseImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime));
