import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * What the pixels of a photo say, judged on a grey-scale copy whose long side is at most
 * `ANALYSIS_SIDE` (averaged down, so a phone photo's sensor noise weighs as it would to a reader):
 * - `mean`: brightness, 0 (black) to 255 (white);
 * - `spread`: the standard deviation of the brightness (a blank page or a lens cap has almost none);
 * - `sharpness`: the variance of the Laplacian (edges of print and of a face; a blurred photo has few);
 * - `correlation`: how much a pixel is like its neighbours, 1 for smooth areas, 0 for random noise.
 *   Every real photo is mostly areas and edges; a picture of noise has no structure at all.
 */
export interface ImageMeasures {
  mean: number;
  spread: number;
  sharpness: number;
  correlation: number;
}

/** A clear failure the player can act on (the upload is refused with its text). */
export type ImageRefusal = 'photo_too_dark' | 'photo_blank' | 'photo_blurred' | 'photo_no_document';
/** Why a photo goes to a person: its measures are borderline, or it could not be measured. */
export type ImageDoubt = 'photo_unclear' | 'photo_unchecked';

export type ImageVerdict = { ok: true } | { ok: false; refusal: ImageRefusal } | { ok: 'doubt'; doubt: ImageDoubt };

export const ANALYSIS_SIDE = 512;
/** The largest photo decoded: past it the photo goes to a person unchecked (a 24-megapixel camera's). */
export const MAX_ANALYSED_PIXELS = 24_000_000;

/**
 * The limits, calibrated on generated images (kyc.image.test.ts): each pair is the clear failure
 * and, up to the second value, the band a person decides on.
 */
export const LIMITS = {
  /** A mean below: too dark (an unlit room, a finger over the lens). */
  dark: [35, 55],
  /** A spread below: nothing on it (a white sheet, a wall). */
  blank: [6, 12],
  /** A Laplacian variance below: too blurred to read. */
  blur: [12, 40],
  /** A neighbour correlation below: noise, no document. */
  noise: [0.35, 0.6],
} as const;

export interface GreyImage {
  width: number;
  height: number;
  pixels: Float32Array;
}

/** Decodes a JPEG or PNG into a grey-scale copy at most `side` pixels long, or null when it cannot be read. */
export function decodeGrey(bytes: Buffer, mime: 'image/jpeg' | 'image/png', side = ANALYSIS_SIDE): GreyImage | null {
  let rgba: { width: number; height: number; data: Uint8Array };
  try {
    rgba =
      mime === 'image/png'
        ? PNG.sync.read(bytes)
        : jpeg.decode(bytes, {
            useTArray: true,
            formatAsRGBA: true,
            maxResolutionInMP: MAX_ANALYSED_PIXELS / 1_000_000,
            maxMemoryUsageInMB: 640,
          });
  } catch {
    return null;
  }
  return downscale(rgba, side);
}

/** A box-averaged grey copy (Rec. 601 luma; transparent pixels over white, as a viewer shows them). */
export function downscale(image: { width: number; height: number; data: Uint8Array }, side: number): GreyImage {
  const { width, height, data } = image;
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / side));
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const pixels = new Float32Array(w * h);
  const area = factor * factor;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        let at = ((y * factor + dy) * width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, at += 4) {
          const alpha = (data[at + 3] ?? 255) / 255;
          const luma = 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
          sum += luma * alpha + 255 * (1 - alpha);
        }
      }
      pixels[y * w + x] = sum / area;
    }
  }
  return { width: w, height: h, pixels };
}

/** The measures of a grey image (see `ImageMeasures`). */
export function measure(image: GreyImage): ImageMeasures {
  const { width: w, height: h, pixels: p } = image;
  const n = w * h;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += p[i] ?? 0;
  const mean = sum / n;
  let variance = 0;
  for (let i = 0; i < n; i++) variance += ((p[i] ?? 0) - mean) ** 2;
  variance /= n;

  // Neighbour correlation: right and lower neighbours, about the global mean.
  let products = 0;
  let pairs = 0;
  // Laplacian (4-neighbour) over the inner pixels.
  let lapSum = 0;
  let lapSquares = 0;
  let lapCount = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const v = (p[i] ?? 0) - mean;
      if (x + 1 < w) {
        products += v * ((p[i + 1] ?? 0) - mean);
        pairs++;
      }
      if (y + 1 < h) {
        products += v * ((p[i + w] ?? 0) - mean);
        pairs++;
      }
      if (x > 0 && y > 0 && x + 1 < w && y + 1 < h) {
        const lap = (p[i - 1] ?? 0) + (p[i + 1] ?? 0) + (p[i - w] ?? 0) + (p[i + w] ?? 0) - 4 * (p[i] ?? 0);
        lapSum += lap;
        lapSquares += lap * lap;
        lapCount++;
      }
    }
  }
  const correlation = variance > 0 && pairs > 0 ? products / pairs / variance : 1;
  const lapMean = lapCount > 0 ? lapSum / lapCount : 0;
  const sharpness = lapCount > 0 ? lapSquares / lapCount - lapMean * lapMean : 0;
  return { mean, spread: Math.sqrt(variance), sharpness, correlation };
}

/**
 * The verdict on a photo's measures: refused when one is clearly out (too dark, blank, noise, too
 * blurred, in that order), to a person when one is in its doubtful band, else fine.
 */
export function judge(m: ImageMeasures): ImageVerdict {
  if (m.mean < LIMITS.dark[0]) return { ok: false, refusal: 'photo_too_dark' };
  if (m.spread < LIMITS.blank[0]) return { ok: false, refusal: 'photo_blank' };
  if (m.correlation < LIMITS.noise[0]) return { ok: false, refusal: 'photo_no_document' };
  if (m.sharpness < LIMITS.blur[0]) return { ok: false, refusal: 'photo_blurred' };
  const doubtful =
    m.mean < LIMITS.dark[1] ||
    m.spread < LIMITS.blank[1] ||
    m.correlation < LIMITS.noise[1] ||
    m.sharpness < LIMITS.blur[1];
  return doubtful ? { ok: 'doubt', doubt: 'photo_unclear' } : { ok: true };
}

/** Decodes, measures and judges a photo; one that cannot be decoded goes to a person. */
export function analyseImage(bytes: Buffer, mime: 'image/jpeg' | 'image/png'): ImageVerdict {
  const grey = decodeGrey(bytes, mime);
  if (!grey || grey.width < 8 || grey.height < 8) return { ok: 'doubt', doubt: 'photo_unchecked' };
  return judge(measure(grey));
}
