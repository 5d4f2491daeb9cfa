import { describe, expect, it } from 'vitest';
import { shrunkSize } from './shrink.js';

describe('the photo shrunk before upload', () => {
  it('takes a phone photo down to 1600 pixels on its long side, keeping its shape', () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a photo already within 1600 pixels as it is', () => {
    expect(shrunkSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
