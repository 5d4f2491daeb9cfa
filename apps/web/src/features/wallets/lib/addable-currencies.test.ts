import type { Currency } from '@meridian/contract/dictionaries';
import { describe, expect, it } from 'vitest';
import { addableCurrencies } from './addable-currencies';

const currency = (id: number, code: string, is_hide = false): Currency => ({
  id,
  code,
  name: code,
  name_and_val: code,
  symbol: code,
  scale: 2,
  is_hide,
});

const all = [currency(1, 'EUR'), currency(2, 'USD'), currency(3, 'RUB'), currency(4, 'OLD', true)];
const codes = (list: Currency[]) => list.map((item) => item.code);

describe('addableCurrencies', () => {
  it('leaves out currencies already held and hidden ones', () => {
    expect(codes(addableCurrencies(all, [2], undefined))).toEqual(['EUR', 'RUB']);
  });

  it("keeps to the country's list when it has one", () => {
    expect(codes(addableCurrencies(all, [2], { currencies: [2, 3, 4] }))).toEqual(['RUB']);
  });

  it('offers every open currency when the country list is empty', () => {
    expect(codes(addableCurrencies(all, [], { currencies: [] }))).toEqual(['EUR', 'USD', 'RUB']);
  });
});
