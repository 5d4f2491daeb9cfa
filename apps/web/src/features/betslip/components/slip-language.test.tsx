import { ru } from '@meridian/contract/locales/ru';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { applyLanguage } from '../../../shared/i18n/i18n';
import { buildWallet, usd } from '../../../test/bet.factory';
import { envelope } from '../../../test/fetch-stub';
import { emptyDictionaries } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';
import { findSlipRegion, selectionOf, setUpSlipTests, slipItem } from '../test/slip.setup';

configure({ asyncUtilTimeout: 5000 });

/** The header's balance: the wallet selector's button, read without its icon. */
async function headerBalance(): Promise<string> {
  return (await screen.findByRole('button', { name: /wallets|кошельки/i })).textContent ?? '';
}

/** The slip column in either language. */
const slip = () => screen.getByRole('region', { name: /^(Bet Slip|Купон)$/ });

describe('the slip in the page language', () => {
  setUpSlipTests();
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('writes the header balance and the slip’s amounts the same way in each language', async () => {
    const item = slipItem(1, 11, 1850);
    useBetSlipStore.setState({ items: [item] });
    // The stake ceiling is the balance: $25.00 both in the header and in the slip's limits.
    const { queryClient } = renderSignedIn('/promotions', {
      '/user/balance': { list: [buildWallet({ balance: 2_500 })] },
      '/bets/update': () => envelope({ amount_max: 2_500, free_bets: [], events: [selectionOf(item)] }),
    });
    queryClient.setQueryData(dictionariesQueryOptions().queryKey, { ...emptyDictionaries, currencies: [usd] });
    await findSlipRegion();

    expect(await within(slip()).findByText('From $1.00 to $25.00')).toBeTruthy();
    expect(await headerBalance()).toBe('$25.00');

    await act(() => applyLanguage('ru', ru));
    const hint = await within(slip()).findByText(/^От 1,00/);
    expect(hint.textContent).toBe('От 1,00\u00a0$ до 25,00\u00a0$');
    expect(await headerBalance()).toBe('25,00\u00a0$');
    // The sign follows the amount in Russian, the stake field's too.
    const stake = within(slip()).getByRole('textbox', { name: 'Сумма ставки' });
    expect(stake.nextElementSibling?.textContent).toBe('$');
    expect(stake.previousElementSibling).toBeNull();
  });

  it('renames the selections in the new language after a switch', async () => {
    const item = slipItem(1, 11, 1300, { marketName: 'Double chance', name: '1X', partName: 'Match' });
    useBetSlipStore.setState({ items: [item] });
    const asked: string[] = [];
    renderSignedIn('/promotions', {
      '/user/balance': { list: [buildWallet()] },
      '/bets/update': (_url, init) => {
        const language = new Headers(init.headers).get('accept-language') ?? '';
        asked.push(language);
        const names =
          language === 'ru'
            ? { market_name: 'Двойной шанс', event_part_name: 'Матч' }
            : { market_name: 'Double chance' };
        return envelope({ amount_max: 50_000, free_bets: [], events: [selectionOf(item, names)] });
      },
    });
    await findSlipRegion();
    expect(await within(slip()).findByText('Double chance · Match')).toBeTruthy();

    await act(() => applyLanguage('ru', ru));
    expect(await within(slip()).findByText('Двойной шанс · Матч')).toBeTruthy();
    expect(asked.at(-1)).toBe('ru');
    // The slip keeps the new names, as it keeps its selections across a reload.
    await waitFor(() => expect(useBetSlipStore.getState().items[0]?.marketName).toBe('Двойной шанс'));
  });
});
