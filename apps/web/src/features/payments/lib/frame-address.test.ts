import { describe, expect, it } from 'vitest';
import { paymentFrameAddress, paymentResultPath } from './frame-address';

describe('paymentFrameAddress', () => {
  it('names the mode, token, look, player, wallet and origin for the cashier', () => {
    const address = paymentFrameAddress({
      mode: 'withdraw',
      token: 'pt/abc+=',
      theme: 'light',
      lang: 'ru',
      userId: 7,
      accountId: 31,
      isMobile: true,
      domain: 'https://bet.example',
    });
    const url = new URL(address, 'https://bet.example');
    expect(url.pathname).toBe('/providers/cashier/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'withdraw',
      token: 'pt/abc+=',
      theme: 'light',
      lang: 'ru',
      user_id: '7',
      account_id: '31',
      is_mobile: '1',
      domain: 'https://bet.example',
    });
  });

  it('marks a desktop frame with is_mobile=0', () => {
    const address = paymentFrameAddress({
      mode: 'deposit',
      token: 't',
      theme: 'dark',
      lang: 'en',
      userId: 1,
      accountId: 2,
      isMobile: false,
      domain: 'http://localhost',
    });
    expect(new URL(address, 'http://localhost').searchParams.get('is_mobile')).toBe('0');
  });
});

describe('paymentResultPath', () => {
  it('recognises the result pages only', () => {
    expect(paymentResultPath('/payments/deposit/success')).toBe('/payments/deposit/success');
    expect(paymentResultPath('/payments/withdraw/waiting')).toBe('/payments/withdraw/waiting');
    expect(paymentResultPath('/providers/cashier/')).toBeNull();
    expect(paymentResultPath('/payments/deposit/methods')).toBeNull();
  });
});
