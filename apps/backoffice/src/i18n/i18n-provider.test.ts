import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, initialLocale } from './i18n-provider';

afterEach(() => i18nProvider.changeLocale('en'));

describe('the back office’s languages', () => {
  it('starts in the browser’s language when it speaks it, else English', () => {
    expect(initialLocale(['ru-RU', 'en'])).toBe('ru');
    expect(initialLocale(['de-DE', 'en-GB'])).toBe('en');
    expect(initialLocale(['de-DE'])).toBe('en');
  });

  it('switches its texts, react-admin’s own among them, and the page’s language together', async () => {
    await i18nProvider.changeLocale('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18nProvider.translate('meridian.signIn.title')).toBe('Вход для операторов');
    expect(i18nProvider.translate('meridian.roles.trader')).toBe('Трейдер');
    expect(i18nProvider.translate('ra.action.save')).toBe('Сохранить');
    expect(i18nProvider.translate('resources.payments.name', { smart_count: 2 })).toBe('Платежи');
    expect(i18nProvider.translate('meridian.payments.approveTitle', { id: 5 })).toBe('Одобрить вывод #5');
    await i18nProvider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('resources.payments.name', { smart_count: 2 })).toBe('Payments');
    expect(i18nProvider.translate('meridian.payments.reviewStatuses.waiting')).toBe('Waiting for review');
  });
});
