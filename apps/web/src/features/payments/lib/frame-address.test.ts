import { describe, expect, it } from 'vitest';
import { type PaymentFrameParams, paymentFrameAddress, paymentResultPath } from './frame-address';

/** A withdrawal framed on a phone; a test changes what it is about. */
const frameParams = (changes: Partial<PaymentFrameParams> = {}): PaymentFrameParams => ({
  mode: 'withdraw',
  token: 'pt/abc+=',
  theme: 'light',
  lang: 'ru',
  userId: 7,
  accountId: 31,
  isMobile: true,
  domain: 'https://bet.example',
  ...changes,
});

describe('paymentFrameAddress', () => {
  it('names the mode, token, look, player, wallet and origin for the cashier', () => {
    const url = new URL(paymentFrameAddress(frameParams()), 'https://bet.example');
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

  it.each([
    { device: 'phone', isMobile: true, flag: '1' },
    { device: 'desktop', isMobile: false, flag: '0' },
  ])('marks a $device frame with is_mobile=$flag', ({ isMobile, flag }) => {
    const url = new URL(paymentFrameAddress(frameParams({ isMobile })), 'https://bet.example');
    expect(url.searchParams.get('is_mobile')).toBe(flag);
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
