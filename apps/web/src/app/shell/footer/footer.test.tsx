import { ru } from '@meridian/contract/locales/ru';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { useTimezone } from '../../../shared/format/timezone.store';
import { applyLanguage } from '../../../shared/i18n/i18n';
import { stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries, lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';
import { buildUser, signInForTest } from '../../../test/signed-in';

/** The footer sits below the content: its code arrives after the layout's first paint. */
async function findFooter() {
  return within(await screen.findByRole('contentinfo', {}, lazyScreenWait));
}

describe('Footer', () => {
  beforeEach(() => {
    stubFetch({ '/content/banners': { list: [] } });
  });

  it('shows the 18+ notice, licence text, version and geo line, the year and the seven policy links', async () => {
    renderApp('/promotions');
    const footer = await findFooter();
    expect(footer.getByText('18+')).toBeTruthy();
    expect(footer.getByText('Meridian is operated under licence no. 0000/JAZ.')).toBeTruthy();
    expect(footer.getByText('v1.1.21 · GB · 203.0.113.7')).toBeTruthy();
    expect(footer.getByText(`© ${new Date().getFullYear()} Meridian`)).toBeTruthy();
    const links = within(footer.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/terms/terms-and-conditions',
      '/terms/responsible-gaming-policy',
      '/terms/self-exclusion-policy',
      '/terms/underage-policy',
      '/terms/aml-policy',
      '/terms/kyc-policy',
      '/terms/terms-and-rules',
    ]);
    expect(footer.getByRole('img', { name: 'Licence verification' })).toBeTruthy();
  });

  it('opens the contacts, not a mail program, from Support when no chat is configured', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderApp('/promotions');
    fireEvent.click((await findFooter()).getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' }, lazyScreenWait);
    expect(within(dialog).getByRole('link', { name: 'support@meridian.example' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('has no link to limits and breaks for a visitor', async () => {
    renderApp('/promotions');
    expect((await findFooter()).queryByRole('link', { name: 'Your limits and breaks' })).toBeNull();
  });

  it('offers a signed-in player their limits and breaks', async () => {
    signInForTest();
    stubFetch({
      '/content/banners': { list: [] },
      '/user/profile': { user: buildUser({ id: 7 }) },
      '/user/balance': { list: [] },
    });
    renderApp('/promotions');
    const link = await (await findFooter()).findByRole('link', { name: 'Your limits and breaks' });
    expect(link.getAttribute('href')).toBe('/profile/responsible-gaming');
  });

  it('hides the policy links and the licence badge when the geo settings say so', async () => {
    renderApp('/promotions', { settings: buildSettings({ geo: { is_off_footer_links: true, is_off_curacao: true } }) });
    const footer = await findFooter();
    expect(footer.queryByRole('navigation', { name: 'Policies' })).toBeNull();
    expect(footer.queryByRole('img', { name: 'Licence verification' })).toBeNull();
  });

  it('shows the licence text in the page’s language, the operator’s own where it has no translation', async () => {
    renderApp('/promotions');
    const footer = await findFooter();
    try {
      act(() => applyLanguage('ru', ru));
      expect(await footer.findByText('Meridian работает по лицензии № 0000/JAZ.')).toBeTruthy();
      expect(footer.queryByText('Meridian is operated under licence no. 0000/JAZ.')).toBeNull();
      act(() => applyLanguage('de'));
      expect(await footer.findByText('Meridian is operated under licence no. 0000/JAZ.')).toBeTruthy();
    } finally {
      act(() => applyLanguage('en'));
    }
  });

  it('offers the languages and time zones of the dictionaries', async () => {
    renderApp('/promotions');
    const footer = await findFooter();
    const language = footer.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...language.options].map((option) => option.text)).toEqual(['English', 'Русский']);
    expect(language.value).toBe('en');
    const timezone = footer.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(timezone.value).toBe('UTC');
  });

  it('lists every time zone once the player reaches the time zone select, and a choice applies at once', async () => {
    const { queryClient } = renderApp('/promotions');
    act(() => {
      queryClient.setQueryData(dictionariesQueryOptions().queryKey, {
        ...emptyDictionaries,
        timezones: [
          { zone: 'UTC', name: '(UTC+00:00) UTC' },
          { zone: 'Europe/Berlin', name: '(UTC+01:00) Berlin' },
          { zone: 'Asia/Tokyo', name: '(UTC+09:00) Tokyo' },
        ],
      });
    });
    const footer = await findFooter();
    const timezone = footer.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(timezone.value).toBe('UTC');
    // Until then it holds the selected zone alone: the list is half the elements of a page.
    expect(timezone.options).toHaveLength(1);
    fireEvent.focus(timezone);
    await vi.waitFor(() =>
      expect([...timezone.options].map((option) => option.text)).toEqual([
        '(UTC+00:00) UTC',
        '(UTC+01:00) Berlin',
        '(UTC+09:00) Tokyo',
      ]),
    );
    fireEvent.change(timezone, { target: { value: 'Asia/Tokyo' } });
    try {
      expect(useTimezone.getState().timezone).toBe('Asia/Tokyo');
      expect(timezone.value).toBe('Asia/Tokyo');
    } finally {
      useTimezone.getState().setTimezone('UTC');
    }
  });

  it('links the Android app page on Android phones only', async () => {
    const userAgent = navigator.userAgent;
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
      configurable: true,
    });
    try {
      renderApp('/promotions', { formFactor: 'mobile' });
      const footer = await findFooter();
      expect(footer.getByRole('link', { name: 'Android app' }).getAttribute('href')).toBe('/mobile-app');
    } finally {
      Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    }
  });

  it('has no Android app link on other devices', async () => {
    renderApp('/promotions', { formFactor: 'mobile' });
    const footer = await findFooter();
    expect(footer.queryByRole('link', { name: 'Android app' })).toBeNull();
  });
});
