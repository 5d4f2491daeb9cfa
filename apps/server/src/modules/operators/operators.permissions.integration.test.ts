import { ADMIN_API_BASE } from '@meridian/contract/constants';
import type { Endpoint } from '@meridian/contract/endpoint';
import { adminEndpoints } from '@meridian/contract/endpoints/admin-all';
import { OPERATOR_ROLES, PERMISSIONS, ROLE_PERMISSIONS } from '@meridian/contract/operators';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';

/** The only operator calls made before a session exists: each guarded by its own step, not a role. */
const BEFORE_SIGN_IN = ['POST /auth/sign-in', 'POST /auth/enrolment', 'POST /auth/two-factor', 'POST /auth/setup'];

// Signing out ends the session the walk uses: it comes last.
const walkOrder = (a: Endpoint, b: Endpoint) => Number(a.key.endsWith('sign-out')) - Number(b.key.endsWith('sign-out'));

describe('operators: every role against every operator call (function-level authorisation)', () => {
  const app = useApp();

  it('has every operator call declare a permission, bar the sign-in steps', () => {
    for (const endpoint of adminEndpoints) {
      if (BEFORE_SIGN_IN.includes(endpoint.key)) {
        expect(endpoint.security, endpoint.key).not.toBe('operator');
        continue;
      }
      expect(endpoint.security, endpoint.key).toBe('operator');
      expect(PERMISSIONS, endpoint.key).toContain(endpoint.permission);
    }
  });

  it('serves no operator call the contract does not declare', async () => {
    const document = app().swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${ADMIN_API_BASE}/`))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const declared = adminEndpoints.map((e) => `${e.method} ${ADMIN_API_BASE}${e.path}`);
    expect(served.sort()).toEqual(declared.sort());
  });

  // Every role against every operator call, one request each: a long walk on a busy machine.
  it('lets each role make exactly the calls its permissions grant', { timeout: 120_000 }, async () => {
    const clock = operatorClock(app());
    const target = await app().services.operators.create(
      null,
      { email: `target.${Date.now()}@staff.example.com`, role: 'viewer', reason: 'the walk’s target' },
      null,
    );
    const calls = adminEndpoints.filter((e) => e.security === 'operator').sort(walkOrder);
    const outcomes: string[] = [];
    const refused: string[] = [];
    for (const role of OPERATOR_ROLES) {
      const operator = await newSignedInOperator(app(), clock, role);
      for (const endpoint of calls) {
        const url = endpoint.path.replace(/\{[a-z_]+\}/g, String(target.operator.id));
        // No body: a granted call passes its guard and then refuses the empty input (422) or
        // answers; a refused one never gets that far. Nothing is changed by the walk.
        const res = await adminCall(app(), endpoint.method as 'GET', url, { token: operator.token });
        const granted = ROLE_PERMISSIONS[role].includes(endpoint.permission as never);
        const right = granted ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
        if (!right) outcomes.push(`${role} ${endpoint.key}: ${res.statusCode} (granted: ${granted})`);
        if (!granted) refused.push(`${role} ${endpoint.method} /api/admin/v1${endpoint.path} ${endpoint.permission}`);
      }
    }
    expect(outcomes).toEqual([]);
    // Every refusal is in the audit: who, which call and the permission it needs.
    const denied = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['operator_role', 'target', 'after'])
      .where('action', '=', 'access.denied')
      .orderBy('id')
      .execute();
    expect(denied.map((d) => `${d.operator_role} ${d.target} ${d.after?.permission}`)).toEqual(refused);
    // The walk changed nobody.
    const after = await app().services.operators.list();
    expect(after.list.find((o) => o.id === target.operator.id)).toMatchObject({ role: 'viewer', status: 'active' });
  });
});
