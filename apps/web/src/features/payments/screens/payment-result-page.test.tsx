import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { buildWallet, profileRoute } from '../../../shared/wallets/wallets.test-data';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/signed-in';

describe('payment result page', () => {
  beforeEach(() => {
    installFakeRealtime();
    useSettingsParamsStore.setState({ accountId: null });
  });

  it('asks for the balance again when the payment page returns the player', async () => {
    // The first answer is the balance before the payment; any later one, after it.
    let calls = 0;
    renderSignedIn('/payments/deposit/success', {
      '/user/profile': profileRoute,
      '/user/balance': () => {
        calls += 1;
        const balance = calls === 1 ? 0 : 2500;
        return envelope({ list: [buildWallet({ id: 11, name: 'USD', currency_id: 2, balance, is_default: true })] });
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Payment Request was sent successfully' }, { timeout: 20_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Balance USD\u00a025.00, wallets' })).toBeTruthy());
    expect(calls).toBe(2);
  }, 30_000);
});
