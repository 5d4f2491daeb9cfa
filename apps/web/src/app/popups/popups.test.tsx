import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../shared/popups/popup.store';
import { stubFetch } from '../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../test/render-app';

/** The footer's Contacts button; the footer's code arrives after the layout's first paint. */
function findContactsButton() {
  return screen.findByRole('button', { name: 'Contacts' }, lazyScreenWait);
}

describe('popups in the app', () => {
  beforeEach(() => {
    stubFetch({ '/content/banners': { list: [] } });
    usePopupStore.setState({ stack: [] });
  });

  it('opens Contacts from the footer as a labelled modal dialog with the e-mail and phone', async () => {
    renderApp('/promotions');
    fireEvent.click(await findContactsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' }, lazyScreenWait);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'support@meridian.example' }).getAttribute('href')).toBe(
      'mailto:support@meridian.example',
    );
    expect(within(dialog).getByRole('link', { name: '+44 20 7946 0000' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderApp('/promotions');
    const opener = await findContactsButton();
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' }, lazyScreenWait);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    renderApp('/promotions');
    fireEvent.click(await findContactsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' }, lazyScreenWait);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const links = within(dialog).getAllByRole('link');
    const last = links[links.length - 1] as HTMLElement;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('names a persistent popup in the URL and reopens it from there', async () => {
    const first = renderApp('/promotions');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/promotions?popup=Login'));
    first.unmount();
    usePopupStore.setState({ stack: [] });

    renderApp('/promotions?popup=Login');
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy();
  });

  it('shows an Alert with its text and an OK button that closes it', async () => {
    renderApp('/promotions');
    usePopupStore.getState().open('Alert', { title: 'E-mail confirmed', text: 'Your e-mail is confirmed.' });
    const dialog = await screen.findByRole('dialog', { name: 'E-mail confirmed' });
    expect(within(dialog).getByText('Your e-mail is confirmed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
