import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { useAuthStore } from '../../auth/store/auth.store';

const user = {
  id: 7,
  email: 'a@b.cd',
  email_verified_at: null,
  phone: '+447700900123',
  phone_verified_at: 1_750_000_000,
  country_id: 826,
  country_code: 'GB',
  currency_id: 2,
  two_factor_enabled: 0,
  first_bonus: 0,
  kyc: 0,
  ext: { intercom_hash: null },
};
const base = { placeholder: '', type: 'string', rules: { required_with: null, is_required: false }, value: null };
const fields = [
  { ...base, code: 'first_name', name: 'First name', group: 'personal' },
  { ...base, code: 'last_name', name: 'Last name', group: 'personal', value: 'Smith' },
  {
    ...base,
    code: 'document_type',
    name: 'Document',
    group: 'identification',
    type: 'dict',
    dict: [{ id: 1, name: 'Passport', rules: { regex: '^[A-Z]{2}\\d{7}$' } }],
  },
  {
    ...base,
    code: 'document_number',
    name: 'Document number',
    group: 'identification',
    rules: { required_with: 'document_type', is_required: false },
  },
];

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useAuthStore.getState().setTokens({
    token: 'a',
    refreshToken: 'r',
    expiresAt: Date.now() + 900_000,
    refreshExpiresAt: Date.now() + 86_400_000,
    twoFactorAuthed: true,
    remember: false,
  });
});

describe('profile info', () => {
  it('edits only empty fields, applies the regex of the chosen document, and saves only new values', async () => {
    const fetchMock = stubFetch({
      '/user/profile': { user },
      '/user/profile-form': (_url, init) =>
        init.method === 'POST'
          ? envelope(null, 422, 'ValidationError', 'Invalid', { 'fields.first_name': ['Too long.'] })
          : envelope({ fields, user }),
    });
    renderApp('/profile/info');
    expect(await screen.findByText('Smith')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlink Phone' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Last name') as HTMLInputElement).disabled).toBe(true);
    const number = screen.getByLabelText(/Document number/) as HTMLInputElement;
    expect(number.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Document/, { selector: 'select' }), { target: { value: '1' } });
    expect(number.disabled).toBe(false);
    fireEvent.change(number, { target: { value: 'AB12' } });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(number, { target: { value: 'AB1234567' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Too long.')).toBeTruthy();
    const post = fetchMock.mock.calls.find((call) => call[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      fields: { first_name: 'Ann', document_type: '1', document_number: 'AB1234567' },
    });
  });

  it('asks before discarding unsaved changes', async () => {
    stubFetch({ '/user/profile': { user }, '/user/profile-form': { fields, user } });
    renderApp('/profile/info');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
  });
});
