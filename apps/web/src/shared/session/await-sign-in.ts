import { usePopupStore } from '../popups/popup.store';
import type { PopupName } from '../popups/popup-names';
import { useAuthStore } from './auth.store';

/** The popups a sign-in can pass through: switching between them keeps the sign-in going. */
const SIGN_IN_POPUPS: ReadonlySet<PopupName> = new Set<PopupName>([
  'Login',
  'Signup',
  'Check2FA',
  'PasswordRecovery',
  'NewPassword',
]);

const signInPopupOpen = () => usePopupStore.getState().stack.some((popup) => SIGN_IN_POPUPS.has(popup.name));

/**
 * Opens the Login popup and resolves once the visitor is signed in (and past two-factor): true, or
 * false when they leave the sign-in popups without signing in, or `signal` aborts. A flow that needs
 * a player (spec 001 §4: a real-money casino launch) waits on it and then continues.
 */
export function awaitSignIn(signal?: AbortSignal): Promise<boolean> {
  if (useAuthStore.getState().isAuthorized) return Promise.resolve(true);
  if (signal?.aborted) return Promise.resolve(false);
  if (!signInPopupOpen()) usePopupStore.getState().open('Login');

  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (signedIn: boolean) => {
      clearTimeout(timer);
      stopAuth();
      stopPopups();
      signal?.removeEventListener('abort', handleAbort);
      resolve(signedIn);
    };
    const handleAbort = () => finish(false);
    const check = () => {
      if (useAuthStore.getState().isAuthorized) {
        finish(true);
        return;
      }
      if (signInPopupOpen() || timer !== undefined) return;
      // One popup hands over to the next (Login to Check2FA) in two steps: look again once they are done.
      timer = setTimeout(() => {
        timer = undefined;
        if (useAuthStore.getState().isAuthorized) finish(true);
        else if (!signInPopupOpen() && useAuthStore.getState().status !== 'loading') finish(false);
      }, 0);
    };
    const stopAuth = useAuthStore.subscribe(check);
    const stopPopups = usePopupStore.subscribe(check);
    signal?.addEventListener('abort', handleAbort, { once: true });
  });
}
