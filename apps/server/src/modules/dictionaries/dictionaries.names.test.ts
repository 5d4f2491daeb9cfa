import { describe, expect, it } from 'vitest';
import { localNames } from './dictionaries.names.js';

describe('localNames', () => {
  it('keeps the stored names in English', () => {
    const en = localNames('en');
    expect(en.country('DE', 'Germany (operator)')).toBe('Germany (operator)');
    expect(en.currency('EUR', 'Euro')).toBe('Euro');
  });

  it('names countries and currencies in Russian from ICU', () => {
    const ru = localNames('ru');
    expect(ru.country('DE', 'Germany')).toBe('Германия');
    expect(ru.country('de', 'Germany')).toBe('Германия');
    expect(ru.currency('RUB', 'Russian Ruble')).toBe('российский рубль');
  });

  it('falls back to the stored name for unknown or malformed codes', () => {
    const ru = localNames('ru');
    expect(ru.country('QZ', 'Quokka Islands')).toBe('Quokka Islands');
    expect(ru.country('EU1', 'Somewhere')).toBe('Somewhere');
    expect(ru.currency('USDT', 'Tether')).toBe('Tether');
    expect(ru.currency('QQQ', 'Quokka coin')).toBe('Quokka coin');
  });

  it('orders Russian names alphabetically, Ё beside Е', () => {
    const ru = localNames('ru');
    expect(['Япония', 'Египет', 'Австрия', 'Ёлкино'].sort(ru.compare)).toEqual([
      'Австрия',
      'Египет',
      'Ёлкино',
      'Япония',
    ]);
  });
});
