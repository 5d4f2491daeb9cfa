import type { Dictionaries } from '@meridian/contract/dictionaries';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries, lazyScreenWait, renderApp } from '../../../test/render-app';

const rules = (is_required: boolean) => ({ is_required, 'min-age-date': null });
const forms = [
  {
    reg_type: 3,
    index: 3,
    fields: [
      { code: 'country_id', name: 'Country', placeholder: '', type: 'string', is_hidden: false, rules: rules(true) },
      { code: 'currency_id', name: 'Currency', placeholder: '', type: 'string', is_hidden: false, rules: rules(true) },
    ],
  },
  {
    reg_type: 1,
    index: 1,
    fields: [
      { code: 'email', name: 'E-mail', placeholder: '', type: 'string', is_hidden: false, rules: rules(true) },
      { code: 'password', name: 'Password', placeholder: '', type: 'string', is_hidden: false, rules: rules(true) },
      { code: 'promo_code', name: 'Promo', placeholder: '', type: 'string', is_hidden: true, rules: rules(false) },
    ],
  },
];
const dictionaries: Dictionaries = {
  ...emptyDictionaries,
  countries: [
    {
      id: 826,
      name: 'United Kingdom',
      name_and_code: 'UK',
      code: 'gb',
      phone_code: '44',
      currency_id: 3,
      currencies: [2, 3],
      image: '',
      is_reg_off: false,
    },
    {
      id: 1,
      name: 'Closed',
      name_and_code: 'C',
      code: 'cc',
      phone_code: '1',
      currency_id: 2,
      currencies: [],
      image: '',
      is_reg_off: true,
    },
    {
      id: 250,
      name: 'France',
      name_and_code: 'FR',
      code: 'fr',
      phone_code: '33',
      currency_id: 9,
      currencies: [2],
      image: '',
      is_reg_off: false,
    },
  ],
  currencies: [
    { id: 2, code: 'EUR', name: 'Euro', name_and_val: 'Euro (EUR)', symbol: '€', scale: 2, is_hide: false },
    { id: 3, code: 'GBP', name: 'Pound', name_and_val: 'Pound (GBP)', symbol: '£', scale: 2, is_hide: false },
  ],
};
const token = { token: 'a', refresh_token: 'r', token_ttl: 900, refresh_ttl: 86_400, two_factor_authed: true };

async function openSignup(routes: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch({ '/content/banners': { list: [] }, ...routes });
  const { queryClient } = renderApp('/promotions');
  queryClient.setQueryData(dictionariesQueryOptions().queryKey, dictionaries);
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign Up' }, lazyScreenWait);
  return { dialog, fetchMock };
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useAuthStore.setState({ tokens: null, isAuthorized: false, status: 'empty' });
});

describe('sign-up', () => {
  it('orders the tabs by index and hides hidden fields', async () => {
    const { dialog } = await openSignup({ '/auth/registration': { forms } });
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['E-mail', 'One click']);
    expect(within(dialog).queryByLabelText(/Promo/)).toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.input(within(dialog).getByRole('textbox', { name: /E-mail/ }), { target: { value: 'a@b.cd' } });
    fireEvent.input(within(dialog).getByLabelText(/Password/), { target: { value: 'Secret1' } });
    expect(submit.disabled).toBe(false);
  });

  it('says under the promo code that its bonus comes with the new account', async () => {
    const shown = forms.map((form) => ({
      ...form,
      fields: form.fields.map((field) => ({ ...field, is_hidden: false })),
    }));
    const { dialog } = await openSignup({ '/auth/registration': { forms: shown } });
    const promo = await within(dialog).findByLabelText(/Promo/);
    const hint = document.getElementById(promo.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Have a promo code? Its bonus is added to your new account; a code that cannot be used is said here before anything is created.',
    );
  });

  it('offers open countries only and resets the currency when the country changes', async () => {
    const { dialog } = await openSignup({ '/auth/registration': { forms } });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'One click' }));
    const country = within(dialog).getByLabelText(/Country/) as HTMLSelectElement;
    expect([...country.options].map((option) => option.textContent)).toEqual(['United Kingdom', 'France']);
    const currency = within(dialog).getByLabelText(/Currency/) as HTMLSelectElement;
    expect(currency.value).toBe('3');
    fireEvent.change(country, { target: { value: '250' } });
    expect([...currency.options].map((option) => option.value)).toEqual(['2']);
    expect(currency.value).toBe('2');
  });

  it('shows the credentials after a one-click sign-up, with the confirm button locked for 5 s', async () => {
    const { dialog, fetchMock } = await openSignup({
      '/auth/registration': (_url, init) =>
        init.method === 'POST' ? envelope({ user: { id: 42, password: 'Xy12ab' }, token }) : envelope({ forms }),
    });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'One click' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(usePopupStore.getState().stack.map((p) => p.name)).toEqual(['RegComplete']));
    const complete = await screen.findByRole('dialog', { name: 'Registration Complete' });
    expect(within(complete).getByText('42')).toBeTruthy();
    expect(within(complete).getByText('Xy12ab')).toBeTruthy();
    expect((within(complete).getByRole('button', { name: /I have saved them/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(useAuthStore.getState().isAuthorized).toBe(true);
    const post = fetchMock.mock.calls.find(
      (call) => String(call[0]).endsWith('/auth/registration') && call[1]?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      type_id: 3,
      group_id: 1,
      app_v: '1.1.21',
      fields: { country_id: 826, currency_id: 3 },
    });
  });

  it('shows server errors per field and clears one when it is edited', async () => {
    const { dialog } = await openSignup({
      '/auth/registration': (_url, init) =>
        init.method === 'POST'
          ? envelope(null, 422, 'ValidationError', 'Invalid', { 'fields.email': ['The fields.email is taken.'] })
          : envelope({ forms }),
    });
    const email = await within(dialog).findByRole('textbox', { name: /E-mail/ });
    fireEvent.input(email, { target: { value: 'a@b.cd' } });
    fireEvent.input(within(dialog).getByLabelText(/Password/), { target: { value: 'Secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The E-mail is taken.')).toBeTruthy();
    fireEvent.input(email, { target: { value: 'b@b.cd' } });
    expect(within(dialog).queryByText('The E-mail is taken.')).toBeNull();
  });

  it('goes to the confirm step with a ticking resend timer, and back', async () => {
    const { dialog } = await openSignup({
      '/auth/registration': (_url, init) =>
        init.method === 'POST'
          ? envelope({ code: { id: 'c1', token: 't1', sent_at: 1_750_000_000, repeat_after: 90, code_ttl: 600 } })
          : envelope({ forms }),
    });
    fireEvent.input(await within(dialog).findByRole('textbox', { name: /E-mail/ }), { target: { value: 'a@b.cd' } });
    fireEvent.input(within(dialog).getByLabelText(/Password/), { target: { value: 'Secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByLabelText(/Confirmation code/)).toBeTruthy();
    expect(within(dialog).getByText(/You can request a new code in 1:(30|29)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: 'E-mail' })).toBeTruthy());
  });
});
