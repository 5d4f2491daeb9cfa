import { describe, expect, it } from 'vitest';
import { fromMinorUnits, nextAmountText, sanitizeAmount, toMinorUnits } from './amount';

describe('nextAmountText', () => {
  it.each([
    ['digits stay', '150', null, '150'],
    ['letters and symbols are stripped', '1a2b$3', null, '123'],
    ['only the first dot stays', '1.2.3', null, '1.23'],
    ['at most two decimals', '10.456', null, '10.45'],
    ['a leading dot gets a zero', '.5', null, '0.5'],
    ['leading zeros go', '0007', null, '7'],
    ['a negative is cleared', '-50', null, ''],
    ['thousands are grouped', '1234567.8', null, '1,234,567.8'],
    ['grouped text is read back', '1,234,5', null, '12,345'],
    ['capped to the maximum', '999', 50_000, '500'],
    ['capped to a maximum with cents', '1000', 12_345, '123.45'],
    ['the maximum itself is kept', '500', 50_000, '500'],
    ['empty stays empty', '', 50_000, ''],
    ['a trailing dot is kept while typing', '12.', null, '12.'],
  ])('%s: %j → %j', (_name, raw, max, expected) => {
    expect(nextAmountText(raw, { scale: 2, max })).toBe(expected);
  });

  it('groups with the separator of the language', () => {
    expect(nextAmountText('1 234 567', { scale: 2, max: null, separator: ' ' })).toBe('1 234 567');
  });

  it('allows no decimals for a currency without minor units', () => {
    expect(sanitizeAmount('12.5', 0)).toBe('12');
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['10', 2, 1000],
    ['10.5', 2, 1050],
    ['0.01', 2, 1],
    ['0.1', 2, 10],
    ['1234.56', 2, 123456],
    ['19.99', 2, 1999],
    ['0', 2, 0],
    ['7', 0, 7],
    ['', 2, null],
    ['.', 2, null],
  ])('%j with scale %i is %j', (plain, scale, expected) => {
    expect(toMinorUnits(plain, scale)).toBe(expected);
  });

  it('never loses a cent to floating point', () => {
    // parseFloat('1.15') * 100 is 114.99999999999999.
    expect(toMinorUnits('1.15', 2)).toBe(115);
    expect(toMinorUnits('4.35', 2)).toBe(435);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [123450, '1234.5'],
    [500, '5'],
    [1, '0.01'],
    [0, '0'],
  ])('%i reads %j', (minor, plain) => {
    expect(fromMinorUnits(minor, 2)).toBe(plain);
  });
});
