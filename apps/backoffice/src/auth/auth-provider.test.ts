import { adminEndpointByKey } from '@meridian/contract/endpoints/admin-all';
import { ROLE_PERMISSIONS } from '@meridian/contract/operators';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminApiError, type AdminCall, operatorSession } from '../api/admin-client';
import { adminAuthProvider } from './auth-provider';

const permissionOf = (key: Parameters<Parameters<typeof adminAuthProvider>[0]>[0]) =>
  adminEndpointByKey.get(key)?.permission;

function providerFor(role: keyof typeof ROLE_PERMISSIONS) {
  const sent: { key: string; input: unknown }[] = [];
  const call = (async (key: string, input?: unknown) => {
    sent.push({ key, input });
    if (key === 'GET /me') return { id: 1, email: 'op@example.com', role, permissions: [...ROLE_PERMISSIONS[role]] };
    return null;
  }) as unknown as AdminCall;
  return { provider: adminAuthProvider(permissionOf, call), sent };
}

afterEach(() => sessionStorage.clear());

describe('the back office’s sign-in state', () => {
  it('keeps the token of the two-factor step and ends the server’s session at sign-out', async () => {
    const { provider, sent } = providerFor('admin');
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    await provider.login({ token: 'operator-token' });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await provider.logout({});
    expect(operatorSession.token()).toBeNull();
    expect(sent).toEqual([{ key: 'POST /auth/sign-out', input: { bearer: 'operator-token' } }]);
  });

  it('signs out on a 401 (an ended session) and stays signed in on a 403 (a refusal of the role)', async () => {
    const { provider } = providerFor('viewer');
    await provider.login({ token: 'operator-token' });
    await expect(provider.checkError(new AdminApiError(403, 'Forbidden', 'no'))).resolves.toBeUndefined();
    expect(operatorSession.token()).toBe('operator-token');
    await expect(provider.checkError(new AdminApiError(401, 'Unauthorized', 'ended'))).rejects.toEqual({
      message: 'meridian.signIn.ended',
    });
    expect(operatorSession.token()).toBeNull();
  });

  it('shows each role exactly the screens whose calls its permissions allow', async () => {
    const screens = [
      ['operators', 'list', 'operators.read'],
      ['operators', 'create', 'operators.manage'],
      ['operators', 'edit', 'operators.manage'],
      ['audit', 'list', 'audit.read'],
      ['events', 'limits', 'risk.manage'],
      ['payments', 'list', 'payments.read'],
      ['payments', 'decide', 'payments.manage'],
      ['reports', 'list', 'reports.read'],
      ['site-settings', 'list', 'site.manage'],
      ['site-settings', 'edit', 'site.manage'],
      ['site-settings', 'countries', 'site.manage'],
      ['site-settings', 'editCountry', 'site.manage'],
    ] as const;
    for (const role of Object.keys(ROLE_PERMISSIONS) as (keyof typeof ROLE_PERMISSIONS)[]) {
      const { provider } = providerFor(role);
      await provider.login({ token: `token-${role}` });
      for (const [resource, action, permission] of screens) {
        const allowed = await provider.canAccess?.({ resource, action } as never);
        expect(allowed, `${role} ${action} ${resource}`).toBe(ROLE_PERMISSIONS[role].includes(permission));
      }
      expect(await provider.canAccess?.({ resource: 'operators', action: 'delete' } as never)).toBe(false);
    }
  });

  it('shows the payments and their decisions to the payments role alone', async () => {
    for (const role of Object.keys(ROLE_PERMISSIONS) as (keyof typeof ROLE_PERMISSIONS)[]) {
      const { provider } = providerFor(role);
      await provider.login({ token: `token-${role}` });
      const list = await provider.canAccess?.({ resource: 'payments', action: 'list' } as never);
      const decide = await provider.canAccess?.({ resource: 'payments', action: 'decide' } as never);
      expect([list, decide], role).toEqual(role === 'payments' ? [true, true] : [false, false]);
    }
  });

  it('shows the site settings, and their changes, to the admin alone', async () => {
    for (const role of Object.keys(ROLE_PERMISSIONS) as (keyof typeof ROLE_PERMISSIONS)[]) {
      const { provider } = providerFor(role);
      await provider.login({ token: `token-${role}` });
      const list = await provider.canAccess?.({ resource: 'site-settings', action: 'list' } as never);
      const edit = await provider.canAccess?.({ resource: 'site-settings', action: 'edit' } as never);
      expect([list, edit], role).toEqual(role === 'admin' ? [true, true] : [false, false]);
    }
  });
});
