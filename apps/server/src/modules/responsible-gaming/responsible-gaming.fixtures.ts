import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, emailFields, lastCode } from '../../../test/accounts.js';

type App = FastifyInstance;

export const LINKED =
  'You have excluded yourself from play on another account, and a self-exclusion covers every account of yours: play and deposits are not available on this one until it ends.';
export const LINKED_RU =
  'Вы исключили себя из игры на другом аккаунте, а самоисключение действует на все ваши аккаунты: игра и пополнения на этом недоступны до его окончания.';

let counter = 0;
/** A fresh Gmail local part without dots, so the test can add its own. */
export const gmailName = () => `ada${Date.now().toString(36)}${++counter}`;
export const cyprusMobile = () => `96${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

export const deviceOf = (res: { headers: Record<string, unknown> }) =>
  /^meridian_device=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];

/** Signs up by e-mail or phone through the code, from a browser holding `cookie`; answers the token and its cookie. */
export async function signUp(app: App, contact: { email?: string; phone?: string }, cookie?: string) {
  const headers = cookie ? { cookie: `meridian_device=${cookie}` } : undefined;
  const fields = contact.email ? emailFields(contact.email) : { ...emailFields(''), email: undefined, ...contact };
  const res = await call(app, 'POST', '/auth/registration', {
    body: { type_id: contact.email ? 1 : 2, group_id: 1, fields },
    ...(headers ? { headers } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const code = res.json().payload.code;
  const destination = contact.email?.toLowerCase() ?? `+357${contact.phone}`;
  const check = await call(app, 'POST', '/auth/code/check', {
    body: { id: code.id, token: code.token, code: await lastCode(app, destination) },
    ...(headers ? { headers } : {}),
  });
  expect(check.statusCode, check.body).toBe(200);
  return { token: check.json().payload.token.token as string, device: deviceOf(check) };
}

/** A one-click sign-up, from a browser holding `cookie`; `fields` adds to the form (a promo code). */
export async function oneClick(app: App, cookie?: string, fields: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/auth/registration', {
    body: { type_id: 3, group_id: 1, fields: { country_id: 58, currency_id: 1, ...fields } },
    ...(cookie ? { headers: { cookie: `meridian_device=${cookie}` } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { user, token } = res.json().payload;
  return {
    id: user.id as number,
    password: user.password as string,
    token: token.token as string,
    device: deviceOf(res),
  };
}

export async function selfExclude(app: App, token: string, months: number | null = 6) {
  const res = await call(app, 'POST', '/user/responsible-gaming/exclusion', {
    token,
    body: { kind: 'self_exclusion', months },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function exclusionOf(app: App, token: string) {
  const res = await call(app, 'GET', '/user/responsible-gaming', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.exclusion as { kind: string; ends_at: number | null } | null;
}

/** What a real-money game launch answers the player: the refusal's words, or null when it opens. */
export async function launchRefusal(app: App, token: string, language = 'en') {
  const res = await call(app, 'POST', '/casino/games/launch', {
    token,
    body: { game_id: 1, play_mode: 'real' },
    headers: { 'accept-language': language },
  });
  return res.statusCode === 403 ? (res.json().message as string) : null;
}

/** The end of an account's exclusion, read from the register's side: the entry an excluded account opened. */
export async function entryEnd(app: App, userId: number) {
  const row = await app.database.db
    .selectFrom('rg_register as r')
    .innerJoin('rg_register_identifiers as i', 'i.entry_id', 'r.id')
    .select('r.ends_at')
    .where('i.kind', '=', 'account')
    .where('i.value', '=', String(userId))
    .executeTakeFirstOrThrow();
  return row.ends_at === null ? null : Math.floor(row.ends_at.getTime() / 1000);
}

export async function userIdOf(app: App, token: string) {
  const res = await call(app, 'GET', '/user/profile', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.user.id as number;
}
