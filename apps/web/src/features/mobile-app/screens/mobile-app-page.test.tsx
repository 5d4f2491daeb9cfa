import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetAttribution, rememberAttribution } from '../../../shared/browser/attribution';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';
import { listenForInstallPrompt } from '../lib/install-prompt';

const noPackage = buildSettings({ web: { apk: { android: { signed: '', unsigned: '' } } } });
const withPackages = buildSettings({
  web: {
    apk: {
      android: {
        signed: '/downloads/meridian.apk?click_id={click_id}',
        unsigned: '/downloads/meridian-unsigned.apk?click_id={click_id}',
      },
    },
  },
});

/** Chromium's install offer, as the browser fires it once the page is installable. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('MobileAppPage', () => {
  beforeAll(() => listenForInstallPrompt(window));
  afterEach(forgetAttribution);

  it("links both packages with the partner's tag in place of {click_id}", async () => {
    rememberAttribution('?btag=partner-7');
    renderApp('/mobile-app', { formFactor: 'mobile', settings: withPackages });
    const signed = await screen.findByRole('link', { name: 'Download the app' }, lazyScreenWait);
    expect(signed.getAttribute('href')).toBe('/downloads/meridian.apk?click_id=partner-7');
    expect(screen.getByRole('link', { name: 'Download the APK file' }).getAttribute('href')).toBe(
      '/downloads/meridian-unsigned.apk?click_id=partner-7',
    );
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('offers the web app instead of a dead link when no package is configured', async () => {
    renderApp('/mobile-app', { formFactor: 'mobile', settings: noPackage });
    expect(
      await screen.findByText(/open your browser menu and choose “Install app”/, undefined, lazyScreenWait),
    ).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /Download/ })).toHaveLength(0);
    expect(screen.getByText('Open Meridian from your home screen and log in.')).toBeTruthy();
    // No button is on the page, so no step tells the player to tap one.
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.queryByText(/Install the app/)).toBeNull();
  });

  it("installs through the browser's own dialog when Chromium offers it, then says it is installed", async () => {
    renderApp('/mobile-app', { formFactor: 'mobile', settings: noPackage });
    await screen.findByRole('heading', { level: 1, name: 'Meridian for Android' }, lazyScreenWait);
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    expect(await screen.findByText('Tap “Install the app” above.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('Meridian is installed on this device.')).toBeTruthy();
  });
});
