import { describe, expect, it } from 'vitest';
import { type PageOptions, renderPaymentPage } from './cashier.page.js';
import type { PlayerSession } from './cashier.platform-client.js';

const RU_GROUP = new Intl.NumberFormat('ru').formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';

const session: PlayerSession = {
  userId: 7,
  walletId: 70,
  currencyId: 1,
  currencyCode: 'EUR',
  scale: 2,
  balance: 117_956,
};

function page(
  lang: PageOptions['lang'],
  overrides: Partial<PlayerSession> = {},
  mode: PageOptions['mode'] = 'deposit',
) {
  const html = renderPaymentPage(
    {
      base: '/providers/cashier',
      mode,
      lang,
      theme: 'dark',
      mobile: true,
      token: 'tok',
      colours: {},
      parentOrigin: '',
    },
    { ...session, ...overrides },
  );
  const balance = /<p class="balance">(.*?)<\/p>/.exec(html)?.[1] ?? '';
  const hint = /<p id="amount-hint" class="hint">(.*?)<\/p>/.exec(html)?.[1] ?? '';
  const placeholder = /<input id="amount"[^>]*placeholder="([^"]*)"/.exec(html)?.[1] ?? '';
  return { html, balance, hint, placeholder };
}

describe('cashier payment page', () => {
  it('writes money the Russian way on the Russian page', () => {
    const ru = page('ru');
    expect(ru.balance).toBe(`Баланс: <strong>1${RU_GROUP}179,56 EUR</strong>`);
    expect(ru.hint).toBe(`От 1,00 EUR до 10${RU_GROUP}000,00 EUR`);
    expect(ru.placeholder).toBe('10,00');
    expect(ru.html).not.toContain('1179.56');
  });

  it('writes money the English way on the English page', () => {
    const en = page('en');
    expect(en.balance).toBe('Balance: <strong>1,179.56 EUR</strong>');
    expect(en.hint).toBe('From 1.00 EUR to 10,000.00 EUR');
    expect(en.placeholder).toBe('10.00');
  });

  it('offers to withdraw at most the balance, and says so when the balance is below the least', () => {
    expect(page('en', {}, 'withdrawal').hint).toBe('From 1.00 EUR to 1,179.56 EUR');
    expect(page('en', { balance: 5_000_000 }, 'withdrawal').hint).toBe('From 1.00 EUR to 10,000.00 EUR');
    expect(page('ru', { balance: 50 }, 'withdrawal').hint).toBe(
      'На балансе меньше минимальной суммы вывода — 1,00 EUR.',
    );
  });

  it('keeps large balances exact and other currencies at their own scale', () => {
    expect(page('en', { balance: 9_007_199_254_740_991 }).balance).toBe(
      'Balance: <strong>90,071,992,547,409.91 EUR</strong>',
    );
    const yen = page('ru', { currencyCode: 'JPY', scale: 0, balance: 250_000 });
    expect(yen.balance).toBe(`Баланс: <strong>250${RU_GROUP}000 JPY</strong>`);
    expect(yen.hint).toBe(`От 1 JPY до 10${RU_GROUP}000 JPY`);
    expect(yen.placeholder).toBe('10');
  });
});
