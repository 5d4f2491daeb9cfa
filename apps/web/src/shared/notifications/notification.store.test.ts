import { NOTIFICATION_TTL_MS } from '@meridian/contract/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, useNotificationStore } from './notification.store';

describe('notifications', () => {
  beforeEach(() => useNotificationStore.setState({ notifications: [] }));

  it('shows each notification for 3 seconds', () => {
    vi.useFakeTimers();
    notify.success('Password changed');
    vi.advanceTimersByTime(1000);
    notify.error('Promo code is not valid');
    expect(useNotificationStore.getState().notifications.map((item) => item.kind)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(NOTIFICATION_TTL_MS - 1000);
    expect(useNotificationStore.getState().notifications.map((item) => item.text)).toEqual(['Promo code is not valid']);
    vi.advanceTimersByTime(1000);
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });

  it('can be dismissed early', () => {
    const id = notify.info('Saved');
    useNotificationStore.getState().dismiss(id);
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });
});
