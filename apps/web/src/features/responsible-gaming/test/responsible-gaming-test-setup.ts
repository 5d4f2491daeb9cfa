import { afterEach, beforeEach } from 'vitest';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { useRealityCheckStore } from '../store/reality-check.store';

/**
 * What each test of a responsible gaming `describe` starts from: a fake realtime socket, no account
 * chosen, no reality check shown yet, and no popup or notice left by the test before.
 */
export function setUpResponsibleGamingTests() {
  beforeEach(() => {
    installFakeRealtime();
    useSettingsParamsStore.setState({ accountId: null });
    useRealityCheckStore.setState({ lastCheckAt: null });
    useNotificationStore.setState({ notifications: [] });
  });

  afterEach(() => {
    usePopupStore.setState({ stack: [] });
  });
}
