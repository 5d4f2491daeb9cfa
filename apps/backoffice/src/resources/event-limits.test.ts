import { describe, expect, it } from 'vitest';
import { limitCurrencies } from './event-limits';

const currency = (id: number, code: string) => ({ currency_id: id, currency: code, scale: 2 });
const site = [currency(1, 'EUR'), currency(2, 'USD'), currency(3, 'RUB'), currency(4, 'GBP')];
const figures = (currencyId: number) => ({ currency_id: currencyId });

describe('the currencies a market’s limit is offered in', () => {
  it('puts those the market has a limit or open bets in first, then the rest of the site’s, in order', () => {
    const market = {
      limits: [{ currency_id: 4 }],
      outcomes: [{ figures: [figures(3)] }, { figures: [figures(3), figures(4)] }],
    };
    expect(limitCurrencies(market, site).map((c) => c.currency)).toEqual(['RUB', 'GBP', 'EUR', 'USD']);
  });

  it('offers the site’s currencies as they come when nobody bet yet', () => {
    const market = { limits: [], outcomes: [{ figures: [] }] };
    expect(limitCurrencies(market, site)).toEqual(site);
  });
});
