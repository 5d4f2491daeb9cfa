import { en } from '@meridian/contract/locales/en';
import { ru } from '@meridian/contract/locales/ru';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../shared/api/network.store';
import { createQueryClient } from '../../shared/api/query-client';
import { page } from '../../shared/browser/page';
import { storageKeys } from '../../shared/browser/storage';
import { applyLanguage } from '../../shared/i18n/i18n';
import { useTranslation } from '../../shared/i18n/use-translation';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { buildSettings } from '../../test/settings.factory';
import { AppProviders } from '../providers/app-providers';
import { AppBoot } from './app-boot';

function Content() {
  const { t } = useTranslation();
  return <p>{t('betslip.empty')}</p>;
}

function renderBoot() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AppBoot>
        <Content />
      </AppBoot>
    </AppProviders>,
  );
}

describe('AppBoot', () => {
  beforeEach(() => useNetworkStore.setState(useNetworkStore.getInitialState()));
  afterEach(() => applyLanguage('en'));

  it('shows the loading screen until settings arrive, then the app', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({ '/settings': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderBoot();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(envelope(buildSettings()));
    expect(await screen.findByText('Bet slip is empty')).toBeTruthy();
  });

  it('replaces the app with the maintenance page', async () => {
    stubFetch({ '/settings': buildSettings({ is_off_maintenance: true }) });
    renderBoot();
    expect(await screen.findByRole('heading', { name: 'Maintenance in Progress' })).toBeTruthy();
    expect(screen.queryByText('Bet slip is empty')).toBeNull();
  });

  it('replaces the app with the geo-block page', async () => {
    stubFetch({ '/settings': buildSettings({ is_blocked_geo: true }) });
    renderBoot();
    expect(await screen.findByRole('heading', { name: 'The product is not available in your country.' })).toBeTruthy();
  });

  it('shows the no-connection page and reloads once a ping gets through', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderBoot();
    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });
    expect(
      screen.getByRole('heading', { name: 'No Connection: Check your network settings and try again' }),
    ).toBeTruthy();

    fireEvent.click(tryAgain);
    expect(await screen.findByText('Still no connection. Please try again in a moment.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    stubFetch({ '/ping': { pong: true, unix_timestamp: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('reloads from the no-connection page when the browser comes back online', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderBoot();
    await screen.findByRole('button', { name: 'Try Again' });
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('uses the stored language and its fetched texts', async () => {
    localStorage.setItem(storageKeys.language, 'ru');
    const fetchMock = stubFetch({
      '/settings': buildSettings(),
      '/translations': (url) =>
        envelope({ module: 'site', language_code: url.searchParams.get('language_code'), texts: { ...en, ...ru } }),
    });
    renderBoot();
    expect(await screen.findByText(ru['betslip.empty'])).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('language_code=ru');
  });

  it("falls back to the country's language when nothing is stored", async () => {
    stubFetch({
      '/settings': buildSettings({ country_language: 'ru' }),
      '/translations': () => envelope({ module: 'site', language_code: 'ru', texts: { ...en, ...ru } }),
    });
    renderBoot();
    expect(await screen.findByText(ru['betslip.empty'])).toBeTruthy();
  });

  it('keeps English when the texts of the chosen language fail to load', async () => {
    localStorage.setItem(storageKeys.language, 'ru');
    stubFetch({
      '/settings': buildSettings(),
      '/translations': () => envelope(null, 500, 'InternalError', 'Boom'),
    });
    renderBoot();
    expect(await screen.findByText('Bet slip is empty')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
