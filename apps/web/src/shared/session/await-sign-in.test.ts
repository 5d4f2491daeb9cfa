import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '../../test/signed-in';
import { usePopupStore } from '../popups/popup.store';
import { useAuthStore } from './auth.store';
import { awaitSignIn } from './await-sign-in';

const openNames = () => usePopupStore.getState().stack.map((popup) => popup.name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('awaitSignIn', () => {
  beforeEach(() => usePopupStore.setState({ stack: [] }));
  afterEach(() => useAuthStore.getState().setTokens(null));

  it('answers at once for a signed-in player, opening nothing', async () => {
    signInForTest();
    await expect(awaitSignIn()).resolves.toBe(true);
    expect(openNames()).toEqual([]);
  });

  it('opens the Login popup and resolves true once the player is signed in', async () => {
    const result = awaitSignIn();
    expect(openNames()).toEqual(['Login']);
    signInForTest();
    await expect(result).resolves.toBe(true);
  });

  it('keeps waiting while Login hands over to the two-factor popup, then resolves false when that closes', async () => {
    let answer: boolean | null = null;
    void awaitSignIn().then((value) => {
      answer = value;
    });
    usePopupStore.getState().close('Login');
    usePopupStore.getState().open('Check2FA');
    await settle();
    expect(answer).toBeNull();
    usePopupStore.getState().close('Check2FA');
    await settle();
    expect(answer).toBe(false);
  });

  it('resolves false when the visitor closes the popup, and when the caller gives up', async () => {
    const closed = awaitSignIn();
    usePopupStore.getState().close('Login');
    await expect(closed).resolves.toBe(false);

    const controller = new AbortController();
    const abandoned = awaitSignIn(controller.signal);
    controller.abort();
    await expect(abandoned).resolves.toBe(false);
  });
});
