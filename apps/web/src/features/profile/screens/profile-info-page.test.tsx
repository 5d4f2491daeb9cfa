import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fetch-stub';
import { lazyScreenWait } from '../../../test/render-app';
import { buildUser, renderSignedIn } from '../../../test/signed-in';

const user = buildUser({ phone: '+447700900123', phone_verified_at: 1_750_000_000 });
const base = { placeholder: '', type: 'string', rules: { required_with: null, is_required: false }, value: null };
const fields = [
  { ...base, code: 'first_name', name: 'First name', group: 'personal' },
  { ...base, code: 'last_name', name: 'Last name', group: 'personal', value: 'Smith' },
  { ...base, code: 'birthday', name: 'Date of birth', group: 'personal', type: 'date', value: '1990-05-17' },
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

describe('profile info', () => {
  it('edits only empty fields, applies the regex of the chosen document, and saves only new values', async () => {
    const { fetchMock } = renderSignedIn('/profile/info', {
      '/user/profile': { user },
      '/user/profile-form': (_url, init) =>
        init.method === 'POST'
          ? envelope(null, 422, 'ValidationError', 'Invalid', { 'fields.first_name': ['Too long.'] })
          : envelope({ fields, user }),
    });
    expect(await screen.findByText('Smith', undefined, lazyScreenWait)).toBeTruthy();
    expect(screen.getByText('May 17, 1990')).toBeTruthy();
    expect(screen.queryByText('1990-05-17')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlink Phone' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Last name') as HTMLInputElement).disabled).toBe(true);
    const number = screen.getByLabelText(/Document number/) as HTMLInputElement;
    expect(number.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Document/, { selector: 'select' }), { target: { value: '1' } });
    expect(number.disabled).toBe(false);
    fireEvent.input(number, { target: { value: 'AB12' } });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.input(number, { target: { value: 'AB1234567' } });
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Too long.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      (call) => String(call[0]).endsWith('/user/profile-form') && call[1]?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      fields: { first_name: 'Ann', document_type: '1', document_number: 'AB1234567' },
    });
  });

  it('asks before discarding unsaved changes', async () => {
    renderSignedIn('/profile/info', { '/user/profile': { user }, '/user/profile-form': { fields, user } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, lazyScreenWait));
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
  });

  it('asks before a link leads away with unsaved changes: stay keeps the edits, leave navigates', async () => {
    renderSignedIn('/profile/info', { '/user/profile': { user }, '/user/profile-form': { fields, user } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, lazyScreenWait));
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    const homeLink = () => screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/');
    fireEvent.click(homeLink() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/profile/info');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ann');

    fireEvent.click(homeLink() as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('lets a link lead away at once when nothing was changed', async () => {
    renderSignedIn('/profile/info', { '/user/profile': { user }, '/user/profile-form': { fields, user } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, lazyScreenWait));
    const homeLink = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/');
    fireEvent.click(homeLink as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
