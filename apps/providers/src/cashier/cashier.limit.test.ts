// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASHIER_JS } from './cashier.assets.js';
import { renderPaymentPage } from './cashier.page.js';
import { roomLeft } from './cashier.service.js';

const eur = { scale: 2, currencyCode: 'EUR' };
/** 1 Dec 2026, 14:05 UTC. */
const RENEWS_AT = Date.UTC(2026, 11, 1, 14, 5) / 1000;
const details = (overrides: Record<string, unknown> = {}) => ({
  kind: 'deposit_limit',
  period: 'day',
  room: 2_000,
  currency_id: 1,
  currency_code: 'EUR',
  renews_at: RENEWS_AT,
  ...overrides,
});

describe('the room a deposit limit leaves, in the cashier’s words', () => {
  it('says how much more can be deposited and until when, in the player’s time zone', () => {
    expect(roomLeft(details(), eur, 'en', 'UTC')).toBe('You can deposit up to 20.00 EUR more until 1 Dec, 14:05.');
    expect(roomLeft(details(), eur, 'en', 'Asia/Nicosia')).toBe(
      'You can deposit up to 20.00 EUR more until 1 Dec, 16:05.',
    );
    expect(roomLeft(details(), eur, 'ru', 'Europe/Moscow')).toBe(
      'До 1 дек., 17:05 можно внести ещё не больше 20,00 EUR.',
    );
  });

  it('says when deposits open again when no room is left, and gives no time when none is known', () => {
    expect(roomLeft(details({ room: 0 }), eur, 'en', undefined)).toBe('You can deposit again from 1 Dec, 14:05.');
    expect(roomLeft(details({ room: 0 }), eur, 'ru', 'UTC')).toBe('Пополнить счёт снова можно с 1 дек., 14:05.');
    expect(roomLeft(details({ renews_at: null }), eur, 'en', 'UTC')).toBe('You can deposit up to 20.00 EUR more.');
    expect(roomLeft(details({ room: 0, renews_at: null }), eur, 'en', 'UTC')).toBeNull();
  });

  it('says nothing for details it does not know', () => {
    expect(roomLeft(null, eur, 'en', 'UTC')).toBeNull();
    expect(roomLeft(details({ kind: 'other' }), eur, 'en', 'UTC')).toBeNull();
    expect(roomLeft(details({ currency_code: 'USD' }), eur, 'en', 'UTC')).toBeNull();
    expect(roomLeft(details({ room: -5 }), eur, 'en', 'UTC')).toBeNull();
    expect(roomLeft(details({ room: '2000' }), eur, 'en', 'UTC')).toBeNull();
  });
});

describe('the cashier page showing a deposit-limit refusal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** The payment page in the document, its script running, the platform's answers from `fetch`. */
  function open(timeZone: string, fetch: ReturnType<typeof vi.fn>) {
    const html = renderPaymentPage(
      {
        base: '/providers/cashier',
        mode: 'deposit',
        lang: 'en',
        theme: 'dark',
        mobile: false,
        token: 'tok',
        colours: {},
        parentOrigin: '',
        timeZone,
      },
      { userId: 7, walletId: 70, currencyId: 1, currencyCode: 'EUR', scale: 2, balance: 0 },
    );
    document.body.innerHTML = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    vi.stubGlobal('fetch', fetch);
    new Function(CASHIER_JS)();
    (document.getElementById('amount') as HTMLInputElement).value = '30';
    (document.getElementById('pay') as HTMLFormElement).requestSubmit();
  }
  const sentBody = (fetch: ReturnType<typeof vi.fn>) =>
    JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));

  it('shows the room left under the amount, and sends the browser’s time zone to have it told there', async () => {
    const refusal =
      'This deposit would take you past the deposit limit you set. You can deposit up to 20.00 EUR more until 1 Dec, 14:05.';
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ payload: null, errors: { amount: [refusal] }, message: 'Payment Request was failed' }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    open('', fetch);

    const slot = document.getElementById('amount-error') as HTMLElement;
    await vi.waitFor(() => expect(slot.hidden).toBe(false));
    expect(slot.textContent).toBe(refusal);
    expect(document.getElementById('amount')?.getAttribute('aria-invalid')).toBe('true');
    expect(sentBody(fetch)).toMatchObject({ mode: 'deposit', amount: '30', time_zone: 'UTC' });
  });

  it('sends the time zone the operator’s site gave in the launch address, over the browser’s', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ payload: null }), { status: 500 }));
    open('Asia/Tokyo', fetch);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch).time_zone).toBe('Asia/Tokyo');
  });
});
