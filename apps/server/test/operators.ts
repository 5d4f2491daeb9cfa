import type { OperatorRole } from '@meridian/contract/operators';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';

type App = FastifyInstance;

let counter = 0;
export const uniqueOperatorEmail = (role = 'op') => `${role}.${Date.now().toString(36)}.${++counter}@staff.example.com`;

/** An operator's password of their own (one-time passwords are replaced at the first sign-in). */
export const OPERATOR_PASSWORD = 'Correct-Horse-42';

/** A clock the operators' service reads, moved by the test: idle time passes without waiting. */
export function operatorClock(app: App) {
  const clock = { now: Date.now() };
  app.services.operators.now = () => clock.now;
  return {
    get now() {
      return clock.now;
    },
    advance(ms: number) {
      clock.now += ms;
    },
  };
}

export function adminCall(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** An operator's POST whose body is only a reason: publishing, unpublishing and the like. */
export const postWithReason = (app: App, token: string, url: string, reason: string) =>
  adminCall(app, 'POST', url, { token, body: { reason } });

/** Creates a content desk's draft (`body` holds the item and a reason) and answers the stored item; 200 or the test fails. */
export async function createDraft(app: App, token: string, url: string, body: object) {
  const created = await adminCall(app, 'POST', url, { token, body });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().payload;
}

/** What an operator wrote in the audit about one target, oldest first. */
export const auditOf = (app: App, operatorId: number, target: string) =>
  app.database.db
    .selectFrom('operator_audit_log')
    .select(['action', 'reason', 'before', 'after'])
    .where('operator_id', '=', BigInt(operatorId))
    .where('target', '=', target)
    .orderBy('id')
    .execute();

/**
 * The audit of the draft's life the content desks' tests play out on one item of `kind`: created with
 * the reason 'cup final campaign', published, its English title edited, then unpublished.
 */
export const draftLifecycleAudit = (kind: string) => [
  expect.objectContaining({ action: `content.${kind}_created`, reason: 'cup final campaign', before: null }),
  {
    action: `content.${kind}_published`,
    reason: 'campaign starts',
    before: expect.objectContaining({ status: 'draft', 'titles.en': null }),
    after: expect.objectContaining({ status: 'published', 'titles.en': 'Cup final boost' }),
  },
  {
    action: `content.${kind}_changed`,
    reason: 'copy',
    before: { 'titles.en': 'Cup final boost' },
    after: { 'titles.en': 'Cup final: boosted odds' },
  },
  {
    action: `content.${kind}_unpublished`,
    reason: 'campaign over',
    before: { status: 'published' },
    after: { status: 'archived' },
  },
];

export const codeOf = (secret: string, timestamp: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });

/**
 * Creates an operator as an admin would, then signs them in for the first time: password, enrolment,
 * the first code with a password of their own. Answers their token, id and TOTP secret. The clock
 * is moved one time step on, since each operator's code is good once.
 */
export async function newSignedInOperator(app: App, clock: ReturnType<typeof operatorClock>, role: OperatorRole) {
  const created = await app.services.operators.create(
    null,
    { email: uniqueOperatorEmail(role), role, reason: 'test operator' },
    null,
  );
  const email = created.operator.email;
  const signIn = await adminCall(app, 'POST', '/auth/sign-in', {
    body: { email, password: created.one_time_password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const { challenge } = signIn.json().payload;
  const enrol = await adminCall(app, 'POST', '/auth/enrolment', { token: challenge });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const { secret } = enrol.json().payload;
  const done = await adminCall(app, 'POST', '/auth/two-factor', {
    token: challenge,
    body: { code: codeOf(secret, clock.now), new_password: OPERATOR_PASSWORD },
  });
  expect(done.statusCode, done.body).toBe(200);
  clock.advance(30_000);
  return {
    id: created.operator.id,
    email,
    secret,
    token: done.json().payload.token as string,
    oneTimePassword: created.one_time_password,
  };
}

/** A later sign-in of an enrolled operator: password, then a code. */
export async function signInAgain(
  app: App,
  clock: ReturnType<typeof operatorClock>,
  operator: { email: string; secret: string },
  password = OPERATOR_PASSWORD,
) {
  const signIn = await adminCall(app, 'POST', '/auth/sign-in', { body: { email: operator.email, password } });
  if (signIn.statusCode !== 200) return signIn;
  const done = await adminCall(app, 'POST', '/auth/two-factor', {
    token: signIn.json().payload.challenge,
    body: { code: codeOf(operator.secret, clock.now) },
  });
  clock.advance(30_000);
  return done;
}
