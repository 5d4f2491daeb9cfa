import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../browser/storage';
import { topPersistentPopup, usePopupStore } from './popup.store';

function stored() {
  const raw = localStorage.getItem(storageKeys.popup);
  return raw === null ? null : JSON.parse(raw);
}

describe('popup store', () => {
  beforeEach(() => usePopupStore.setState({ stack: [] }));

  it('opens popups by name with their data, the latest on top', () => {
    usePopupStore.getState().open('Contacts');
    usePopupStore.getState().open('Alert', { text: 'Saved' });
    const { stack } = usePopupStore.getState();
    expect(stack.map((popup) => popup.name)).toEqual(['Contacts', 'Alert']);
    expect(stack[1]?.data).toEqual({ text: 'Saved' });
  });

  it('remembers a persistent popup with its data', () => {
    usePopupStore.getState().open('Signup', { tab: 'email' });
    expect(stored()).toEqual({ name: 'Signup', data: { tab: 'email' } });
    expect(topPersistentPopup(usePopupStore.getState().stack)).toBe('Signup');
  });

  it('does not remember one-off popups', () => {
    usePopupStore.getState().open('Alert', { text: 'Done' });
    expect(stored()).toBeNull();
    expect(topPersistentPopup(usePopupStore.getState().stack)).toBeNull();
  });

  it('forgets a persistent popup once it is closed', () => {
    usePopupStore.getState().open('Login');
    usePopupStore.getState().close('Login');
    expect(stored()).toBeNull();
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('reopens the popup named in the URL with its remembered data after a reload', () => {
    usePopupStore.getState().open('Signup', { tab: 'phone' });
    usePopupStore.setState({ stack: [] });
    usePopupStore.getState().restore('Signup');
    expect(usePopupStore.getState().stack.map(({ name, data }) => ({ name, data }))).toEqual([
      { name: 'Signup', data: { tab: 'phone' } },
    ]);
  });

  it('does not reopen anything when the URL names no popup, and forgets the stored one', () => {
    usePopupStore.getState().open('Login');
    usePopupStore.setState({ stack: [] });
    usePopupStore.getState().restore(null);
    expect(usePopupStore.getState().stack).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('ignores unknown or non-persistent names in the URL', () => {
    usePopupStore.getState().restore('DropTables');
    usePopupStore.getState().restore('Logout');
    expect(usePopupStore.getState().stack).toEqual([]);
  });
});
