import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type App = FastifyInstance;

export const PASSWORD = 'Secret123';
const UA_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let counter = 0;
/** A fresh e-mail address per call, so tests never share an account. */
export const uniqueEmail = (prefix = 'player') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { 'user-agent': UA_DESKTOP, ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** The newest code sent to an address, read from the development inbox. */
export async function lastCode(app: App, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/dev/inbox.json' });
  const message = res.json().payload.list.find((m: { to: string }) => m.to === to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export async function registerOneClick(app: App, fields: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/auth/registration', { body: { type_id: 3, group_id: 1, fields } });
  expect(res.statusCode, res.body).toBe(200);
  const { user, token } = res.json().payload;
  return {
    id: user.id as number,
    password: user.password as string,
    token: token.token as string,
    refresh: token.refresh_token as string,
  };
}

export const emailFields = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  country_id: 58,
  currency_id: 1,
  birthday: '1990-05-01',
  ...extra,
});

/** Signs up by e-mail through the code in the inbox; answers the first tokens. */
export async function registerByEmail(app: App, email = uniqueEmail()) {
  const res = await call(app, 'POST', '/auth/registration', {
    body: { type_id: 1, group_id: 1, fields: emailFields(email) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const code = res.json().payload.code;
  const check = await call(app, 'POST', '/auth/code/check', {
    body: { id: code.id, token: code.token, code: await lastCode(app, email) },
  });
  expect(check.statusCode, check.body).toBe(200);
  return {
    email,
    token: check.json().payload.token.token as string,
    refresh: check.json().payload.token.refresh_token as string,
  };
}

export async function login(app: App, id: string | number, password = PASSWORD, headers: Record<string, string> = {}) {
  return call(app, 'POST', '/auth/login', { body: { id: String(id), password }, headers });
}
