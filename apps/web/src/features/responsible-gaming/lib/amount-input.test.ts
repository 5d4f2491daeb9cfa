import { describe, expect, it } from 'vitest';
import { amountInputText, parseAmountInput, parseWholeNumber } from './amount-input';

describe('parseAmountInput', () => {
  it('reads whole and decimal amounts into minor units, with a dot or a comma', () => {
    expect(parseAmountInput('50', 2)).toEqual({ ok: true, minor: 5000 });
    expect(parseAmountInput(' 50.5 ', 2)).toEqual({ ok: true, minor: 5050 });
    expect(parseAmountInput('50,05', 2)).toEqual({ ok: true, minor: 5005 });
    expect(parseAmountInput('0.00000001', 8)).toEqual({ ok: true, minor: 1 });
  });

  it('takes grouped thousands in either style', () => {
    expect(parseAmountInput('1 250,50', 2)).toEqual({ ok: true, minor: 125050 });
    expect(parseAmountInput('1,250.50', 2)).toEqual({ ok: true, minor: 125050 });
    expect(parseAmountInput('1.250,50', 2)).toEqual({ ok: true, minor: 125050 });
  });

  it('says what is wrong with anything else', () => {
    expect(parseAmountInput('', 2)).toEqual({ ok: false, error: 'required' });
    expect(parseAmountInput('abc', 2)).toEqual({ ok: false, error: 'format' });
    expect(parseAmountInput('-5', 2)).toEqual({ ok: false, error: 'format' });
    expect(parseAmountInput('0', 2)).toEqual({ ok: false, error: 'positive' });
    expect(parseAmountInput('1.234', 2)).toEqual({ ok: false, error: 'decimals' });
    expect(parseAmountInput('5.5', 0)).toEqual({ ok: false, error: 'decimals' });
    expect(parseAmountInput('99999999999999999', 2)).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('amountInputText', () => {
  it('writes minor units as the plain decimal a field starts from', () => {
    expect(amountInputText(5000, 2)).toBe('50');
    expect(amountInputText(5050, 2)).toBe('50.5');
    expect(amountInputText(5005, 2, ',')).toBe('50,05');
    expect(amountInputText(90, 0)).toBe('90');
  });
});

describe('parseWholeNumber', () => {
  it('accepts whole numbers within the range only', () => {
    expect(parseWholeNumber('15', 15, 1440)).toBe(15);
    expect(parseWholeNumber('14', 15, 1440)).toBeNull();
    expect(parseWholeNumber('1441', 15, 1440)).toBeNull();
    expect(parseWholeNumber('30.5', 15, 1440)).toBeNull();
    expect(parseWholeNumber('', 1, 42)).toBeNull();
  });
});
