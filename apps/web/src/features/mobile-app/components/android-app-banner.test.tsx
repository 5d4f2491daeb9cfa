import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';

const originalUserAgent = navigator.userAgent;

function setUserAgent(value: string) {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
}

describe('AndroidAppBanner', () => {
  beforeEach(() => {
    stubFetch({ '/content/banners': { list: [] } });
    setUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
  });
  afterEach(() => setUserAgent(originalUserAgent));

  it('invites Android visitors to download the app, with a fresh click id in the link', () => {
    renderApp('/promotions', { formFactor: 'mobile' });
    const download = screen.getByRole('link', { name: 'Download' });
    fireEvent.click(download);
    expect(download.getAttribute('href')).toMatch(/^\/static\/app\/meridian\.apk\?click_id=[0-9a-f]{16}$/);
  });

  it('stays closed for the rest of the session once closed', () => {
    const first = renderApp('/promotions', { formFactor: 'mobile' });
    fireEvent.click(screen.getByRole('button', { name: 'Close app banner' }));
    expect(screen.queryByRole('complementary', { name: 'Meridian for Android' })).toBeNull();
    first.unmount();
    renderApp('/promotions', { formFactor: 'mobile' });
    expect(screen.queryByRole('complementary', { name: 'Meridian for Android' })).toBeNull();
  });

  it('is not shown when the geo settings turn the app off', () => {
    renderApp('/promotions', { formFactor: 'mobile', settings: buildSettings({ geo: { is_off_mobile_app: true } }) });
    expect(screen.queryByRole('complementary', { name: 'Meridian for Android' })).toBeNull();
  });
});
