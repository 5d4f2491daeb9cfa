import { describe, expect, it } from 'vitest';
import { isLoginId, isLoginPassword, mapLoginErrors } from './login-validation';

describe('login validation', () => {
  it.each([
    ['12345', true],
    ['player@example.com', true],
    [' player@example.com ', true],
    ['12a45', false],
    ['player@example', false],
    ['', false],
  ])('takes %j as an id: %s', (value, valid) => {
    expect(isLoginId(value)).toBe(valid);
  });

  it('wants a password of at least six characters', () => {
    expect(isLoginPassword('12345')).toBe(false);
    expect(isLoginPassword('123456')).toBe(true);
  });
});

describe('mapLoginErrors', () => {
  it('puts the message on both fields when errors is null', () => {
    expect(mapLoginErrors('id', { message: 'Wrong credentials', fieldErrors: null })).toEqual({
      id: 'Wrong credentials',
      password: 'Wrong credentials',
    });
    expect(mapLoginErrors('phone', { message: 'Wrong credentials', fieldErrors: null })).toEqual({
      phone: 'Wrong credentials',
      password: 'Wrong credentials',
    });
  });

  it('maps field errors per field, with or without the fields. prefix', () => {
    expect(
      mapLoginErrors('id', { message: 'Invalid', fieldErrors: { 'fields.id': ['Bad id'], password: ['Too short'] } }),
    ).toEqual({ id: 'Bad id', password: 'Too short' });
  });

  it('falls back to the message on the identity field for unknown keys', () => {
    expect(mapLoginErrors('phone', { message: 'Slow down', fieldErrors: { captcha: ['Failed'] } })).toEqual({
      phone: 'Slow down',
    });
  });
});
