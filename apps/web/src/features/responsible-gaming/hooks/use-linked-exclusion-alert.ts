import type { RgState } from '@meridian/contract/responsible-gaming';
import { useEffect } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../../shared/browser/storage';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { describeExclusion, useExclusionTexts } from './use-exclusion-texts';

/**
 * Tells an account excluded by a self-exclusion the person took on another of their accounts, as
 * soon as a sign-in (a sign-up included) begins: that the exclusion covers it and until when, and
 * what it stops, once the popups open then are closed. Once per sign-in: the sign-in told is kept
 * for the tab.
 */
export function useLinkedExclusionAlert(state: RgState | undefined): void {
  const t = useRgText();
  const { end } = useExclusionTexts();
  const open = usePopupStore((store) => store.open);
  // After what is open (a new account's login details, its welcome): those come first.
  const busy = usePopupStore((store) => store.stack.length > 0);
  const exclusion = state?.exclusion;
  const signIn = state?.session_started_at;

  useEffect(() => {
    if (!exclusion?.linked || signIn === undefined || busy) return;
    if (readStorage('session', storageKeys.linkedExclusionTold) === String(signIn)) return;
    writeStorage('session', storageKeys.linkedExclusionTold, String(signIn));
    open('Alert', {
      title: t('rg.linked.title'),
      text: `${describeExclusion(exclusion, t, end)} ${t('rg.inForce.rules')}`,
    });
  }, [exclusion, signIn, busy, t, end, open]);
}
