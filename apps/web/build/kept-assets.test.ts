import { describe, expect, it } from 'vitest';
import { keepDays, keptAssets } from './kept-assets';

const DAY = 24 * 60 * 60 * 1000;

describe('keptAssets', () => {
  it('keeps the previous build’s files the new build dropped, from the time it dropped them', () => {
    const kept = keptAssets({
      previous: ['index-Old11111.js', 'index-Old11111.js.br', 'index-Old11111.js.gz', 'shared-Same2222.js'],
      current: new Set(['index-New33333.js', 'shared-Same2222.js']),
      retiredAt: {},
      now: 10 * DAY,
      keepMs: 7 * DAY,
    });
    expect(kept).toEqual({ 'index-Old11111.js': 10 * DAY });
  });

  it('drops a kept file once it has been out of the served build for the whole period', () => {
    const kept = keptAssets({
      previous: ['older-Aaaa1111.js', 'old-Bbbb2222.js'],
      current: new Set(['new-Cccc3333.js']),
      retiredAt: { 'older-Aaaa1111.js': 2 * DAY, 'old-Bbbb2222.js': 4 * DAY },
      now: 10 * DAY,
      keepMs: 7 * DAY,
    });
    expect(kept).toEqual({ 'old-Bbbb2222.js': 4 * DAY });
  });

  it('keeps nothing with a period of zero', () => {
    const kept = keptAssets({
      previous: ['index-Old11111.js'],
      current: new Set(),
      retiredAt: {},
      now: DAY,
      keepMs: 0,
    });
    expect(kept).toEqual({});
  });
});

describe('keepDays', () => {
  it('reads WEB_ASSETS_KEEP_DAYS, seven days unless set', () => {
    expect(keepDays(undefined)).toBe(7);
    expect(keepDays('2')).toBe(2);
    expect(keepDays('0')).toBe(0);
    expect(() => keepDays('a week')).toThrow(/WEB_ASSETS_KEEP_DAYS/);
  });
});
