import { describe, expect, it } from 'vitest';
import {
  bannerPublishErrors,
  bannerVersion,
  changedFields,
  isShownAt,
  pagePublishErrors,
  sameVersion,
} from './content.rules.js';

const draft = {
  image: '/static/banners/live-football.svg',
  path: '/live',
  titles: { en: 'Live', ru: '' },
  descriptions: { en: 'Now' },
  position: 2,
  starts_at: '2030-01-01T02:00:00+02:00',
  ends_at: null,
};

describe('bannerVersion', () => {
  it('drops empty languages and keeps times as UTC ISO text', () => {
    expect(bannerVersion(draft)).toEqual({
      image: '/static/banners/live-football.svg',
      path: '/live',
      titles: { en: 'Live' },
      descriptions: { en: 'Now' },
      position: 2,
      starts_at: '2030-01-01T00:00:00.000Z',
      ends_at: null,
    });
  });
});

describe('isShownAt', () => {
  it('shows from the start (inclusive) until the end (exclusive)', () => {
    const banner = { starts_at: '2030-01-01T00:00:00.000Z', ends_at: '2030-01-02T00:00:00.000Z' };
    expect(isShownAt(banner, Date.parse('2029-12-31T23:59:59Z'))).toBe(false);
    expect(isShownAt(banner, Date.parse('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isShownAt(banner, Date.parse('2030-01-02T00:00:00Z'))).toBe(false);
    expect(isShownAt({ starts_at: null, ends_at: null }, 0)).toBe(true);
  });
});

describe('bannerPublishErrors and pagePublishErrors', () => {
  it('name each language of the site without a title (or a page without a body)', () => {
    expect(bannerPublishErrors(bannerVersion(draft))).toEqual({
      'banner.titles.ru': ['A title in this language is needed to publish.'],
    });
    expect(pagePublishErrors({ en: 'T', ru: 'Т' }, { en: '<p>x</p>' })).toEqual({
      'page.bodies.ru': ['A text in this language is needed to publish.'],
    });
  });
});

describe('changedFields', () => {
  it('keeps only what changed, nested languages named by key', () => {
    expect(
      changedFields(
        { path: '/live', titles: { en: 'Live', ru: 'Лайв' } },
        { path: '/live', titles: { en: 'Live now', ru: 'Лайв' }, position: 1 },
      ),
    ).toEqual({ before: { 'titles.en': 'Live', position: null }, after: { 'titles.en': 'Live now', position: 1 } });
    expect(sameVersion({ titles: { en: 'a' } }, { titles: { en: 'a' } })).toBe(true);
  });
});
