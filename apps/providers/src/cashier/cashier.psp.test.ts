import { describe, expect, it } from 'vitest';
import { checkCard, type FieldErrorKeys, ibanValid, luhnValid, parseAmount } from './cashier.psp.js';
import { CASHIER_TEXTS } from './cashier.texts.js';

/** The group separator Intl writes for Russian (a narrow or plain no-break space, by ICU version). */
const RU_GROUP = new Intl.NumberFormat('ru').formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';

describe('cashier processor rules', () => {
  it('knows the Russian group separator as a space that does not break', () => {
    expect(['\u00a0', '\u202f']).toContain(RU_GROUP);
  });

  it('checks card numbers with the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000003220')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('parses amounts in major units into exact minor units within the limits', () => {
    expect(parseAmount('10.5', 2, 'EUR')).toEqual({ amount: 1_050n });
    expect(parseAmount('10,05', 2, 'EUR')).toEqual({ amount: 1_005n });
    expect(parseAmount('0.00000001', 8, 'BTC')).toMatchObject({ error: { key: 'err_amount_min' } });
    expect(parseAmount('1.001', 2, 'EUR')).toEqual({ error: { key: 'err_amount_invalid' } });
    expect(parseAmount('-1', 2, 'EUR')).toEqual({ error: { key: 'err_amount_invalid' } });
    expect(parseAmount('', 2, 'EUR')).toEqual({ error: { key: 'err_required' } });
    expect(parseAmount('10000.01', 2, 'EUR')).toEqual({
      error: { key: 'err_amount_max', values: { max: '10,000.00 EUR' } },
    });
    expect(parseAmount('10000.01', 2, 'EUR', 'ru')).toEqual({
      error: { key: 'err_amount_max', values: { max: `10${RU_GROUP}000,00 EUR` } },
    });
    expect(parseAmount('0,5', 2, 'EUR', 'ru')).toEqual({
      error: { key: 'err_amount_min', values: { min: '1,00 EUR' } },
    });
    expect(parseAmount('5', 0, 'JPY')).toEqual({ amount: 5n });
  });

  it('accepts amounts as players type them, with a comma decimal and grouped thousands', () => {
    expect(parseAmount('12,50', 2, 'EUR', 'ru')).toEqual({ amount: 1_250n });
    expect(parseAmount(' 12.50 ', 2, 'EUR', 'ru')).toEqual({ amount: 1_250n });
    // As the page writes it back: the group space Intl uses for Russian, a plain or a no-break space.
    expect(parseAmount(`1${RU_GROUP}179,56`, 2, 'EUR', 'ru')).toEqual({ amount: 117_956n });
    expect(parseAmount('1 179,56', 2, 'EUR', 'ru')).toEqual({ amount: 117_956n });
    expect(parseAmount('1\u00a0179', 2, 'EUR', 'ru')).toEqual({ amount: 117_900n });
    expect(parseAmount('1,179.56', 2, 'EUR')).toEqual({ amount: 117_956n });
    expect(parseAmount('1.179,56', 2, 'EUR', 'ru')).toEqual({ amount: 117_956n });
    // Marks that do not make a number stay refused rather than guessed.
    expect(parseAmount('1 17,5', 2, 'EUR')).toEqual({ error: { key: 'err_amount_invalid' } });
    expect(parseAmount('1,179,56', 2, 'EUR')).toEqual({ error: { key: 'err_amount_invalid' } });
    expect(parseAmount('1.179.56', 2, 'EUR')).toEqual({ error: { key: 'err_amount_invalid' } });
    expect(parseAmount('12,5,0', 2, 'EUR')).toEqual({ error: { key: 'err_amount_invalid' } });
  });

  it('knows the three test cards and refuses other valid numbers', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const fields = { expiry: '11/26', cvc: '123', holder: 'A' };
    const outcome = (card: string) => checkCard({ card_number: card, ...fields }, now, {});
    expect(outcome('4242 4242 4242 4242')).toBe('succeed');
    expect(outcome('4000-0000-0000-0002')).toBe('decline');
    expect(outcome('4000000000003220')).toBe('challenge');
    const errors: FieldErrorKeys = {};
    expect(checkCard({ card_number: '5555 5555 5555 4444', ...fields, expiry: '10/26' }, now, errors)).toBeNull();
    expect(errors).toEqual({ card_number: { key: 'err_card_unknown' }, expiry: { key: 'err_expiry_past' } });
  });

  it('checks IBANs with the mod-97 rule', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('GB82WEST12345698765431')).toBe(false);
    expect(ibanValid('DE00 1234')).toBe(false);
  });

  it('has the same texts in English and Russian', () => {
    expect(Object.keys(CASHIER_TEXTS.ru).sort()).toEqual(Object.keys(CASHIER_TEXTS.en).sort());
    for (const value of Object.values(CASHIER_TEXTS.ru)) expect(value.trim()).not.toBe('');
  });
});
