import { describe, expect, it } from 'vitest';
import { isEmail, isStrongPassword, minAgeDate } from './validation.js';

describe('isStrongPassword', () => {
  it('needs six characters with upper-case, lower-case and digits', () => {
    expect(isStrongPassword('Abcde1')).toBe(true);
    expect(isStrongPassword('Abc1')).toBe(false);
    expect(isStrongPassword('abcdef1')).toBe(false);
    expect(isStrongPassword('ABCDEF1')).toBe(false);
    expect(isStrongPassword('Abcdefg')).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts addresses and refuses the rest', () => {
    expect(isEmail('player@example.com')).toBe(true);
    expect(isEmail('player@example')).toBe(false);
    expect(isEmail('two words@example.com')).toBe(false);
  });
});

describe('minAgeDate', () => {
  it('is today eighteen years ago', () => {
    expect(minAgeDate(new Date('2026-11-21T10:00:00Z'))).toBe('2008-11-21');
  });
});
