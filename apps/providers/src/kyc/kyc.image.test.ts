import { describe, expect, it } from 'vitest';
import { blank, blurred, documentPhoto, noise, toJpeg, toPng } from './kyc.image.fixtures.js';
import { analyseImage, decodeGrey, judge, LIMITS, measure } from './kyc.image.js';

describe('the image checks', () => {
  it('refuse a picture of random noise, as PNG and as JPEG: nothing on it is like a document', () => {
    expect(analyseImage(toPng(noise(1200, 800)), 'image/png')).toEqual({ ok: false, refusal: 'photo_no_document' });
    expect(analyseImage(toJpeg(noise(800, 800, 2)), 'image/jpeg')).toEqual({
      ok: false,
      refusal: 'photo_no_document',
    });
  });

  it('refuse a blank white sheet and a near black photo', () => {
    expect(analyseImage(toPng(blank(1200, 800, 250)), 'image/png')).toEqual({ ok: false, refusal: 'photo_blank' });
    expect(analyseImage(toJpeg(blank(1200, 800, 10)), 'image/jpeg')).toEqual({ ok: false, refusal: 'photo_too_dark' });
    expect(analyseImage(toJpeg(documentPhoto(1200, 800, { light: 0.15 })), 'image/jpeg')).toEqual({
      ok: false,
      refusal: 'photo_too_dark',
    });
  });

  it('refuse a document photographed far out of focus', () => {
    expect(analyseImage(toJpeg(blurred(documentPhoto(1200, 800), 8)), 'image/jpeg')).toEqual({
      ok: false,
      refusal: 'photo_blurred',
    });
  });

  it('take a photographed document with a photo’s grain, as JPEG and PNG, small or large', () => {
    expect(analyseImage(toJpeg(documentPhoto(1200, 800)), 'image/jpeg')).toEqual({ ok: true });
    expect(analyseImage(toJpeg(documentPhoto(1200, 800, { grain: 15, seed: 3 })), 'image/jpeg')).toEqual({ ok: true });
    expect(analyseImage(toPng(documentPhoto(640, 480, { seed: 4 })), 'image/png')).toEqual({ ok: true });
    expect(analyseImage(toJpeg(documentPhoto(1600, 1200, { seed: 5 })), 'image/jpeg')).toEqual({ ok: true });
  });

  it('take a photographed document slightly soft, or dim but readable', () => {
    expect(analyseImage(toJpeg(blurred(documentPhoto(1200, 800), 3)), 'image/jpeg')).toEqual({ ok: true });
    expect(analyseImage(toJpeg(documentPhoto(1200, 800, { light: 0.4 })), 'image/jpeg')).toEqual({ ok: true });
  });

  it('send a photo between clear and refused to a person', () => {
    const fine = { mean: 150, spread: 50, sharpness: 500, correlation: 0.95 };
    expect(judge(fine)).toEqual({ ok: true });
    for (const [measureName, limits] of [
      ['mean', LIMITS.dark],
      ['spread', LIMITS.blank],
      ['sharpness', LIMITS.blur],
      ['correlation', LIMITS.noise],
    ] as const) {
      const between = (limits[0] + limits[1]) / 2;
      expect(judge({ ...fine, [measureName]: between }), measureName).toEqual({ ok: 'doubt', doubt: 'photo_unclear' });
      expect(judge({ ...fine, [measureName]: limits[0] * 0.9 }).ok, measureName).toBe(false);
    }
  });

  it('send a file that does not decode to a person unchecked rather than refuse it', () => {
    const broken = Buffer.concat([toJpeg(documentPhoto(800, 600)).subarray(0, 600)]);
    expect(analyseImage(broken, 'image/jpeg')).toEqual({ ok: 'doubt', doubt: 'photo_unchecked' });
  });

  it('measure on a copy at most 512 pixels long, in grey', () => {
    const grey = decodeGrey(toPng(blank(1200, 800, 200)), 'image/png');
    expect(grey && [grey.width, grey.height]).toEqual([400, 266]);
    expect(grey && measure(grey).mean).toBeCloseTo(200, 3);
  });
});
