import { afterEach, beforeEach } from 'vitest';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { useFirstBonusLockStore } from '../store/first-bonus-lock.store';

/**
 * What each test of a bonuses `describe` starts from: a fake realtime socket, no account chosen, no
 * first-deposit change refused yet, and no popup left open by the test before.
 */
export function setUpBonusesTests() {
  beforeEach(() => {
    installFakeRealtime();
    useSettingsParamsStore.setState({ accountId: null });
    useFirstBonusLockStore.setState({ reasons: {} });
  });

  afterEach(() => {
    usePopupStore.setState({ stack: [] });
  });
}
