import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/signed-in';

const session = (id: string, is_current: boolean, os: string, browser = '') => ({
  id,
  is_current,
  created_at: 1_750_000_000,
  last_seen_at: 1_750_000_000,
  ip: '203.0.113.7',
  params: {
    device: { type: 'desktop', os, os_v: '14', browser, browser_v: browser ? '131' : '' },
    city: 'London',
    country: 'United Kingdom',
  },
});

describe('sessions page', () => {
  it('lists the current session first, and ends another after confirmation', async () => {
    let list = [session('b', false, 'Android'), session('a', true, 'macOS')];
    const { fetchMock } = renderSignedIn('/profile/sessions', {
      '/user/profile': () => envelope(null, 404, 'NotFound', ''),
      '/user/tokens': () => envelope({ list }),
      '/user/token/b': (_url, init) => {
        if (init.method !== 'DELETE') return undefined;
        list = list.filter((item) => item.id !== 'b');
        return envelope(null);
      },
    });
    await screen.findByText('macOS 14');
    const items = [
      ...within(screen.getByRole('region', { name: 'This device' })).getAllByRole('listitem'),
      ...within(screen.getByRole('region', { name: 'Other sessions' })).getAllByRole('listitem'),
    ];
    expect(items[0]?.textContent).toContain('macOS 14');
    expect(items[0]?.textContent).toContain('This device');
    expect(items[1]?.textContent).toContain('London, United Kingdom');
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate Session' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.getByText('No other active sessions.')).toBeTruthy());
    expect(fetchMock.mock.calls.some((call) => call[1]?.method === 'DELETE')).toBe(true);
  });

  it('names the browser and the system of each session', async () => {
    const unknown = session('b', false, '');
    unknown.params.device = { type: 'desktop', os: '', os_v: '', browser: '', browser_v: '' };
    renderSignedIn('/profile/sessions', {
      '/user/profile': () => envelope(null, 404, 'NotFound', ''),
      '/user/tokens': () => envelope({ list: [session('a', true, 'Windows', 'Chrome'), unknown] }),
    });
    expect(await screen.findByText('Chrome 131 on Windows 14')).toBeTruthy();
    expect(screen.getByText('Unknown device')).toBeTruthy();
  });

  it('shows the tech-error view and retries', async () => {
    let fail = true;
    renderSignedIn('/profile/sessions', {
      '/user/tokens': () =>
        fail ? envelope(null, 500, 'InternalError', 'x') : envelope({ list: [session('a', true, 'iOS')] }),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('iOS 14', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
