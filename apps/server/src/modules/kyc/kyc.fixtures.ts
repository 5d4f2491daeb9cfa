import { randomUUID } from 'node:crypto';
import { KYC_SIGNATURE_HEADER, KYC_TIMESTAMP_HEADER, kycAccessTokenSchema } from '@meridian/contract/kyc';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../test/accounts.js';
import type { AppConfig } from '../../config.js';
import { signPayload } from '../../platform/signature.js';
import { KYC_BASE } from './kyc.mount.js';

type App = FastifyInstance;

/** The key the test apps sign with, both ways, between the platform and the verification provider. */
export const KYC_SECRET = 'test-kyc-secret-0123456789abcdef0123456789';

/** The app settings the verification suites run with: the test key, the default AML limits. */
export function kycApp(kyc: Partial<AppConfig['kyc']> = {}): Partial<AppConfig> {
  return {
    kyc: {
      secret: KYC_SECRET,
      withdrawalLimit: 2000n,
      withdrawalWindowDays: 30,
      depositThreshold: 2000n,
      operatorSites: [],
      autoApprove: false,
      ...kyc,
    },
  };
}

/** The player's details as the profile form takes them. */
export async function fillProfile(app: App, token: string, fields: Record<string, string>) {
  const res = await call(app, 'POST', '/user/profile-form', { token, body: { fields } });
  expect(res.statusCode, res.body).toBe(200);
}

export async function accessToken(app: App, token: string, language = 'en') {
  const res = await call(app, 'GET', '/user/sumsub/access-token', { token, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return kycAccessTokenSchema.parse(res.json().payload);
}

/** What the widget's script sends: a file's own bytes. */
export function upload(app: App, kycToken: string, kind: 'front' | 'back' | 'selfie', bytes: Buffer) {
  return app.inject({
    method: 'POST',
    url: `${KYC_BASE}/api/widget/files/${kind}`,
    headers: { authorization: `Bearer ${kycToken}`, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

export function submit(app: App, kycToken: string, details: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${KYC_BASE}/api/widget/submit`,
    headers: { authorization: `Bearer ${kycToken}` },
    payload: details,
  });
}

/** A passport of a Cypriot adult, valid for years. */
export const PASSPORT = {
  document_type: 'passport',
  country: 'CY',
  first_name: 'Ada',
  last_name: 'Lovelace',
  birthday: '1990-05-01',
  document_number: 'K0012345',
  document_expiry: '2035-12-31',
};

/** The user's `kyc` as the profile shows it. */
export async function kycOf(app: App, token: string): Promise<number> {
  const res = await call(app, 'GET', '/user/profile', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.user.kyc;
}

/** A webhook signed as the provider signs it. */
export function webhook(
  app: App,
  body: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; raw?: string; unsigned?: boolean } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return app.inject({
    method: 'POST',
    url: '/api/v1/kyc/webhook',
    headers: {
      'content-type': 'application/json',
      ...(options.unsigned
        ? {}
        : {
            [KYC_TIMESTAMP_HEADER]: String(timestamp),
            [KYC_SIGNATURE_HEADER]: signPayload(options.secret ?? KYC_SECRET, timestamp, raw),
          }),
    },
    payload: raw,
  });
}

export function statusEvent(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    event_id: `kev_${randomUUID()}`,
    type: 'applicant.status',
    applicant_id: `app_${userId}`,
    user: String(userId),
    level: 'identity',
    status: 'approved',
    reasons: [],
    revision: 1,
    occurred_at: Math.floor(Date.now() / 1000),
    ...overrides,
  };
}

/** A call of the provider's operator API, signed as the operator signs it. */
export function operatorCall(app: App, method: 'GET' | 'POST', path: string, body?: unknown) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  return app.inject({
    method,
    url: `${KYC_BASE}${path}`,
    headers: {
      ...(raw ? { 'content-type': 'application/json' } : {}),
      [KYC_TIMESTAMP_HEADER]: String(timestamp),
      [KYC_SIGNATURE_HEADER]: signPayload(KYC_SECRET, timestamp, raw),
    },
    ...(raw ? { payload: raw } : {}),
  });
}
