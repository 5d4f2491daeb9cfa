import { API_BASE } from '@meridian/contract/constants';
import { MAX_INPUT_DEPTH } from '@meridian/contract/request-input';
import { describe, expect, it } from 'vitest';
import { CASHIER_APP, webhook } from '../src/modules/payments/payments.fixtures.js';
import { DEPTH_MESSAGE, NUL_MESSAGE } from '../src/platform/validator.js';
import { useApp } from './helper.js';

/** `levels` arrays inside one another around `leaf`, as JSON text. */
const nested = (levels: number, leaf = '1') => `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`;

const login = (app: ReturnType<ReturnType<typeof useApp>>, payload: string) =>
  app.inject({
    method: 'POST',
    url: `${API_BASE}/auth/login`,
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('a request body’s shape', () => {
  const app = useApp(CASHIER_APP);

  it('refuses a body nested deeper than the limit with 422 before signing in', async () => {
    // 1,500 levels in 3 KB: once enough to run a recursive walk out of stack.
    for (const levels of [MAX_INPUT_DEPTH + 1, 1_500, 100_000]) {
      const res = await login(app(), `{"login":"ann@example.com","password":${nested(levels)}}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ValidationError', payload: null, errors: { body: [DEPTH_MESSAGE] } });
    }
  });

  it('reads a body exactly at the limit as usual', async () => {
    const res = await login(app(), `{"login":"ann@example.com","password":${nested(MAX_INPUT_DEPTH - 1)}}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.body).toBeUndefined();
    expect(res.json().errors.password).toBeDefined();
  });

  it('names only the first NUL of a body full of them', async () => {
    const list = Array.from({ length: 110_000 }, () => '\u0000');
    const res = await login(app(), JSON.stringify({ login: 'ann@example.com', password: 'x', list }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'list.0': [NUL_MESSAGE] });
  });

  it('refuses a deeply nested signed provider callback with 422', async () => {
    const raw = `{"event_id":"ev_1","extra":${nested(1_500)}}`;
    const res = await webhook(app(), {}, { raw });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ValidationError', errors: { body: [DEPTH_MESSAGE] } });
  });

  it('names the first NUL of a signed provider callback', async () => {
    const res = await webhook(app(), { event_id: 'ev_1', a: ['ok', { b: 'x\u0000' }], c: '\u0000' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'a.1.b': [NUL_MESSAGE] });
  });
});
