import { describe, expect, it } from 'vitest';
import {
  bannerDraftOf,
  bannerFormOf,
  formErrorsOf,
  fromLocalInput,
  languageOfFirstError,
  missingLanguages,
  pageDraftOf,
  toLocalInput,
} from './content-form';

describe('the banner form', () => {
  it('reads a banner and writes it back as the same draft', () => {
    const banner = {
      image: '/static/banners/live-football.svg',
      path: '/live',
      position: 2,
      titles: { en: 'Live', ru: 'Лайв' },
      descriptions: { en: 'Now' },
      starts_at: '2030-01-01T10:00:00.000Z',
      ends_at: null,
    };
    const form = bannerFormOf(banner);
    expect(form.descriptions).toEqual({ en: 'Now', ru: '' });
    expect(bannerDraftOf(form)).toEqual({ draft: { ...banner, descriptions: { en: 'Now', ru: '' } } });
  });

  it('names each wrong field', () => {
    const form = { ...bannerFormOf(null), image: 'ftp://x', path: 'javascript:alert(1)', position: 'x' };
    const written = bannerDraftOf(form);
    expect('errors' in written && Object.keys(written.errors).sort()).toEqual(['image', 'path', 'position']);
    const long = bannerDraftOf({
      ...bannerFormOf(null),
      image: '/static/a.svg',
      titles: { en: 'x'.repeat(81), ru: '' },
    });
    expect('errors' in long && Object.keys(long.errors)).toEqual(['titles.en']);
  });
});

describe('datetime-local values', () => {
  it('go to ISO and back (TZ=UTC in the tests)', () => {
    expect(fromLocalInput('2030-01-01T10:00')).toBe('2030-01-01T10:00:00.000Z');
    expect(toLocalInput('2030-01-01T10:00:00.000Z')).toBe('2030-01-01T10:00');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('the page form and server errors', () => {
  it('checks the page against the contract and places the server’s errors on the fields', () => {
    expect(pageDraftOf({ titles: { en: 'T', ru: '' }, bodies: { en: '<p>x</p>', ru: '' } })).toEqual({
      draft: { titles: { en: 'T', ru: '' }, bodies: { en: '<p>x</p>', ru: '' } },
    });
    const errors = formErrorsOf({ 'page.bodies.ru': ['<script> is not allowed.'], page: ['No draft.'] }, 'page');
    expect(errors).toEqual({ 'bodies.ru': '<script> is not allowed.', page: 'No draft.' });
    expect(languageOfFirstError(errors)).toBe('ru');
    expect(missingLanguages({ en: 'a', ru: ' ' }, { en: 'b', ru: 'c' })).toEqual(['ru']);
  });
});
