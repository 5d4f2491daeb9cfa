import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Generated photos for the image checks' tests: RGBA pixels, and their PNG or JPEG file. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A small seeded generator (mulberry32), so a generated photo is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function blank(width: number, height: number, grey: number): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = grey;
    data[i + 1] = grey;
    data[i + 2] = grey;
    data[i + 3] = 255;
  }
  return { width, height, data };
}

/** Every pixel's colour drawn at random: what the defect's "passport" was. */
export function noise(width: number, height: number, seed = 1): Pixels {
  const random = seeded(seed);
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = random() * 256;
    data[i + 1] = random() * 256;
    data[i + 2] = random() * 256;
    data[i + 3] = 255;
  }
  return { width, height, data };
}

/**
 * A photographed document: a table top, a light card on it with a photo area and lines of dark
 * text-like strokes, a little lighting gradient, and sensor noise of `grain` (standard deviation).
 */
export function documentPhoto(
  width: number,
  height: number,
  options: { seed?: number; grain?: number; light?: number } = {},
): Pixels {
  const random = seeded(options.seed ?? 7);
  const grain = options.grain ?? 6;
  const light = options.light ?? 1;
  const grey = new Float32Array(width * height);
  const cardX0 = Math.round(width * 0.1);
  const cardX1 = Math.round(width * 0.9);
  const cardY0 = Math.round(height * 0.12);
  const cardY1 = Math.round(height * 0.88);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onCard = x >= cardX0 && x < cardX1 && y >= cardY0 && y < cardY1;
      grey[y * width + x] = onCard ? 225 - (18 * x) / width : 95 + (20 * y) / height;
    }
  }
  const fill = (x0: number, y0: number, x1: number, y1: number, value: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) grey[y * width + x] = value;
    }
  };
  const cardW = cardX1 - cardX0;
  const cardH = cardY1 - cardY0;
  // The holder's photo.
  fill(cardX0 + cardW * 0.05, cardY0 + cardH * 0.2, cardX0 + cardW * 0.3, cardY0 + cardH * 0.8, 120);
  fill(cardX0 + cardW * 0.1, cardY0 + cardH * 0.3, cardX0 + cardW * 0.25, cardY0 + cardH * 0.55, 170);
  // Lines of text: strokes of letters, a line's height a twentieth of the card.
  const lineH = Math.max(6, Math.round(cardH / 20));
  const stroke = Math.max(1, Math.round(lineH / 5));
  for (let line = 0; line < 9; line++) {
    const y0 = Math.round(cardY0 + cardH * 0.15 + line * lineH * 1.7);
    let x = Math.round(cardX0 + cardW * 0.36);
    const end = cardX0 + cardW * (0.6 + random() * 0.3);
    while (x < end) {
      const letter = Math.round(lineH * (0.5 + random() * 0.4));
      fill(x, y0, x + stroke, y0 + lineH, 30);
      fill(x, y0 + (random() < 0.5 ? 0 : lineH - stroke), x + letter, y0 + (random() < 0.5 ? stroke : lineH), 30);
      x += letter + stroke * 2 + (random() < 0.15 ? letter : 0);
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < grey.length; i++) {
    // Sensor noise: the sum of three uniform draws, near enough to a normal one.
    const n = (random() + random() + random() - 1.5) * 2 * grain;
    const v = ((grey[i] ?? 0) + n) * light;
    data[i * 4] = clamp(v + 6);
    data[i * 4 + 1] = clamp(v);
    data[i * 4 + 2] = clamp(v - 8);
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** A box blur of `radius` pixels, twice (near a Gaussian): a photo taken out of focus or moving. */
export function blurred(image: Pixels, radius: number): Pixels {
  let data = image.data;
  for (let pass = 0; pass < 2; pass++) {
    data = boxBlur(boxBlur(data, image.width, image.height, radius, true), image.width, image.height, radius, false);
  }
  return { ...image, data };
}

function boxBlur(src: Uint8Array, width: number, height: number, radius: number, horizontal: boolean): Uint8Array {
  const out = new Uint8Array(src.length);
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const index = (line: number, at: number) => (horizontal ? line * width + at : at * width + line) * 4;
  for (let line = 0; line < lines; line++) {
    for (let c = 0; c < 4; c++) {
      let sum = 0;
      let count = 0;
      for (let at = 0; at < Math.min(radius, length); at++) {
        sum += src[index(line, at) + c] ?? 0;
        count++;
      }
      for (let at = 0; at < length; at++) {
        if (at + radius < length) {
          sum += src[index(line, at + radius) + c] ?? 0;
          count++;
        }
        if (at - radius - 1 >= 0) {
          sum -= src[index(line, at - radius - 1) + c] ?? 0;
          count--;
        }
        out[index(line, at) + c] = Math.round(sum / count);
      }
    }
  }
  return out;
}

export function toPng(image: Pixels): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data);
  return PNG.sync.write(png);
}

export function toJpeg(image: Pixels, quality = 88): Buffer {
  return jpeg.encode({ width: image.width, height: image.height, data: Buffer.from(image.data) }, quality).data;
}
