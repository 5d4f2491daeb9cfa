import type { PromotionDraft } from '@meridian/contract/operator-offers';
import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../api/admin-client';
import {
  labelDraftOf,
  labelFormOf,
  missingPromotionLanguages,
  promotionDraftOf,
  promotionFormOf,
  refusedFields,
  slugOf,
  toggled,
} from './content-promotion-form';

const promotion: PromotionDraft = {
  image: '/static/promotions/free-spins.svg',
  category_ids: [2],
  tag_ids: [3, 4],
  starts_at: '2030-01-01T10:00:00.000Z',
  ends_at: '2030-02-01T10:00:00.000Z',
  promo_code: 'SPINS50',
  action: 'link',
  action_path: '/casino/games',
  position: 4,
  titles: { en: 'Spins', ru: 'Спины' },
  descriptions: { en: 'Fifty spins.', ru: 'Пятьдесят спинов.' },
  bodies: { en: '<p>Terms.</p>', ru: '<p>Условия.</p>' },
  action_labels: { en: 'Play', ru: 'Играть' },
};

describe('the promotion form', () => {
  it('reads a promotion and writes it back as the same working copy', () => {
    const form = promotionFormOf(promotion);
    expect(form.position).toBe('4');
    expect(promotionDraftOf(form)).toEqual({ draft: promotion });
  });

  it('starts a new promotion now, without a button, and sends no path, label or empty code', () => {
    const now = new Date('2030-05-05T08:30:00');
    const form = promotionFormOf(null, now);
    expect(form).toMatchObject({ action: 'none', promo_code: '', category_ids: [], titles: { en: '', ru: '' } });
    const filled = {
      ...form,
      image: '/static/promotions/x.svg',
      action_path: '/left-over',
      action_labels: { en: 'Left over', ru: '' },
      promo_code: ' spins50 ',
    };
    const result = promotionDraftOf(filled);
    expect(result).toMatchObject({
      draft: {
        action: null,
        action_path: null,
        action_labels: {},
        promo_code: 'SPINS50',
        starts_at: now.toISOString(),
      },
    });
    expect(promotionDraftOf({ ...filled, promo_code: '' })).toMatchObject({ draft: { promo_code: null } });
  });

  it('names each wrong field, then the ones that depend on others once those are right', () => {
    const right = promotionFormOf(promotion);
    const wrong = { ...right, image: 'ftp://x', position: 'first', promo_code: 'no spaces!' };
    const result = promotionDraftOf(wrong);
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['image', 'position', 'promo_code']);
    const crossed = promotionDraftOf({ ...right, action_path: '', ends_at: '2029-01-01T00:00' });
    expect('errors' in crossed && Object.keys(crossed.errors).sort()).toEqual(['action_path', 'ends_at']);
  });

  it('lists the languages still missing a text, a link’s label among them', () => {
    const form = promotionFormOf({ ...promotion, bodies: { en: '<p>T</p>' } });
    expect(missingPromotionLanguages(form)).toEqual(['ru']);
    const noLabel = promotionFormOf({ ...promotion, action_labels: { en: 'Play' } });
    expect(missingPromotionLanguages(noLabel)).toEqual(['ru']);
    expect(missingPromotionLanguages({ ...noLabel, action: 'join' })).toEqual([]);
  });

  it('toggles a category or tag in and out', () => {
    expect(toggled([1, 3], 2)).toEqual([1, 3, 2]);
    expect(toggled([1, 3], 1)).toEqual([3]);
  });
});

describe('the category and tag form', () => {
  it('suggests an address word from the English name', () => {
    expect(slugOf('Live casino!')).toBe('live-casino');
    expect(slugOf('  Café  Crème ')).toBe('cafe-creme');
    expect(slugOf('Кешбэк')).toBe('');
    expect(slugOf(`${'a'.repeat(39)} b`).length).toBeLessThanOrEqual(40);
  });

  it('asks a name in every language and a valid address word', () => {
    const form = { ...labelFormOf(null), slug: 'Free Spins', names: { en: 'Free spins', ru: ' ' } };
    const result = labelDraftOf(form);
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['names.ru', 'slug']);
    expect(labelDraftOf({ slug: 'free-spins', names: { en: 'Free spins', ru: 'Фриспины' } })).toEqual({
      label: { slug: 'free-spins', names: { en: 'Free spins', ru: 'Фриспины' } },
    });
  });

  it('places a refusal’s field errors on the form, and leaves any other failure to the dialog', () => {
    const refusal = new AdminApiError(422, 'ValidationError', 'invalid', {
      'label.slug': ['Another tag has this address word.'],
      'names.ru': ['A name in this language is needed.'],
    });
    expect(refusedFields(refusal, 'label')).toEqual({
      slug: 'Another tag has this address word.',
      'names.ru': 'A name in this language is needed.',
    });
    expect(refusedFields(new AdminApiError(409, 'Conflict', 'in use'), 'label')).toBeNull();
    expect(refusedFields(new Error('offline'), 'promotion')).toBeNull();
  });
});
