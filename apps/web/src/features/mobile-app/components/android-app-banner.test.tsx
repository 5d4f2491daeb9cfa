import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetAttribution, rememberAttribution } from '../../../shared/browser/attribution';
import { writeCookie } from '../../../shared/browser/cookies';
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

  it("invites Android visitors to download the app, attributed to the partner's click", () => {
    rememberAttribution('?btag=partner-7&click_id=c-42');
    renderApp('/promotions', { formFactor: 'mobile' });
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/static/app/meridian.apk?click_id=c-42',
    );
    forgetAttribution();
  });

  it('leads to the app page to install the web app when no Android package is offered', () => {
    const apk = { android: { signed: '', unsigned: '' } };
    renderApp('/promotions', { formFactor: 'mobile', settings: buildSettings({ web: { apk } }) });
    expect(screen.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe('/mobile-app');
  });

  it('stays closed for the rest of the session once closed', () => {
    const first = renderApp('/promotions', { formFactor: 'mobile' });
    fireEvent.click(screen.getByRole('button', { name: 'Close app banner' }));
    expect(screen.queryByRole('complementary', { name: 'Meridian for Android' })).toBeNull();
    // The server renders the session's next pages without it.
    expect(document.cookie).toContain('meridian.app-banner-closed=1');
    writeCookie('meridian.app-banner-closed', '', 0);
    first.unmount();
    renderApp('/promotions', { formFactor: 'mobile' });
    expect(screen.queryByRole('complementary', { name: 'Meridian for Android' })).toBeNull();
  });

  it('is not shown when the geo settings turn the app off', () => {
    renderApp('/promotions', { formFactor: 'mobile', settings: buildSettings({ geo: { is_off_mobile_app: true } }) });
    expect(screen.queryByRole('complementary', { name: 'Meridian for Android' })).toBeNull();
  });
});
