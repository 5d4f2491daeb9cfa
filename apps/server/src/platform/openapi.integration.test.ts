import { ADMIN_API_BASE, API_BASE } from '@meridian/contract/constants';
import { adminEndpoints } from '@meridian/contract/endpoints/admin-all';
import { endpoints } from '@meridian/contract/endpoints/all';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../test/helper.js';
import { DECLARED_ANSWERS, ERROR_ANSWERS } from './openapi-operations.js';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  parameters?: Array<{ in: string }>;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string; description: string }>;
  components: { schemas: Record<string, JsonSchema> };
}
interface JsonSchema {
  properties?: Record<string, JsonSchema & { enum?: unknown[] }>;
  oneOf?: JsonSchema[];
  required?: string[];
}

const errorRef = (status: keyof typeof ERROR_ANSWERS) => `#/components/responses/${ERROR_ANSWERS[status].name}`;

describe('the OpenAPI document', () => {
  const app = useApp();

  async function document(): Promise<Document> {
    const res = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  function operationsOf(doc: Document) {
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
  }

  it('gives every operation a unique operationId, a summary, defined tags and explicit security', async () => {
    const doc = await document();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(50);
    const tags = new Map(doc.tags.map((tag) => [tag.name, tag.description]));
    const ids = new Set<string>();
    for (const { key, operation } of operations) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(operation.operationId!), key).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags?.length, key).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(tags.get(tag), `${key} ${tag}`).toBeTruthy();
      expect(Array.isArray(operation.security), key).toBe(true);
    }
    expect(doc.paths['/api/v1/bets/make']?.post?.operationId).toBe('postBetsMake');
    expect(doc.paths['/api/v1/user/account/{id}/default']?.put?.operationId).toBe('putUserAccountByIdDefault');
  });

  it('documents every endpoint the contract declares, and no other /api/v1 call', async () => {
    const documented = operationsOf(await document())
      .map(({ key }) => key)
      .filter((key) => key.includes(` ${API_BASE}/`));
    const declared = endpoints.map((endpoint) => `${endpoint.method} ${API_BASE}${endpoint.path}`);
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('documents every operator call under /api/admin/v1 with its tag, security, permission and 403', async () => {
    const doc = await document();
    const documented = operationsOf(doc)
      .map(({ key }) => key)
      .filter((key) => key.includes(` ${ADMIN_API_BASE}/`));
    const declared = adminEndpoints.map((endpoint) => `${endpoint.method} ${ADMIN_API_BASE}${endpoint.path}`);
    expect(documented.sort()).toEqual(declared.sort());
    const create = doc.paths['/api/admin/v1/operators']!.post!;
    expect(create.tags).toEqual(['backoffice operators']);
    expect(create.security).toEqual([{ operatorBearer: [] }]);
    expect((create as { description?: string }).description).toContain('operators.manage');
    expect(create.responses['401']?.$ref).toBe(errorRef(401));
    expect(create.responses['403']?.$ref).toBe(errorRef(403));
    expect(create.responses['409']?.$ref).toBe(errorRef(409));
    expect(doc.paths['/api/admin/v1/auth/two-factor']!.post!.security).toEqual([{ operatorChallenge: [] }]);
    const signIn = doc.paths['/api/admin/v1/auth/sign-in']!.post!;
    expect(signIn.security).toEqual([]);
    expect(signIn.responses['429']?.$ref).toBe(errorRef(429));
  });

  it('declares the bearer on private calls with their 401 answer, and none on public ones', async () => {
    const doc = await document();
    const make = doc.paths['/api/v1/bets/make']!.post!;
    expect(make.security).toEqual([{ bearer: [] }]);
    expect(make.responses['401']?.$ref).toBe(errorRef(401));
    expect(make.responses['409']?.$ref).toBe(errorRef(409));
    expect(make.responses['422']?.$ref).toBe(errorRef(422));
    expect(doc.paths['/api/v1/user/profile']!.get!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/ping']!.get!.security).toEqual([]);
    expect(doc.paths['/api/v1/bets/update']!.post!.security).toEqual([{}, { bearer: [] }]);
    for (const { key, operation } of operationsOf(doc)) {
      const required = (operation.security ?? []).length > 0 && operation.security!.every((s) => Object.keys(s).length);
      expect(operation.responses['401']?.$ref, key).toBe(required ? errorRef(401) : undefined);
      if (operation.requestBody || operation.parameters?.length) {
        expect(operation.responses['422']?.$ref, key).toBe(errorRef(422));
      }
    }
  });

  it('answers each declared status with the envelope, on the operations that give it', async () => {
    const doc = await document();
    const envelope = doc.components.schemas.ErrorEnvelope;
    expect(Object.keys(envelope?.properties ?? {}).sort()).toEqual(['code', 'details', 'errors', 'message', 'payload']);
    // `details` only on some refusals: a deposit past a deposit limit says the room left and when it
    // grows; a stake too large says the largest one accepted.
    expect(envelope?.required).not.toContain('details');
    const kinds = (envelope?.properties?.details?.oneOf ?? []).map((kind) => Object.keys(kind.properties ?? {}).sort());
    expect(kinds).toEqual([
      ['currency_code', 'currency_id', 'kind', 'period', 'renews_at', 'room'],
      ['amount_max', 'kind'],
    ]);
    expect(envelope?.properties?.code?.enum).toContain('TwoFactorRequired');
    expect(doc.paths['/api/v1/auth/login']!.post!.responses['429']?.$ref).toBe(errorRef(429));
    expect(doc.paths['/api/v1/user/token/{id}']!.delete!.responses['404']?.$ref).toBe(errorRef(404));
    const keys = new Set(operationsOf(doc).map(({ key }) => key));
    for (const [key, statuses] of Object.entries(DECLARED_ANSWERS)) {
      expect(keys.has(key), key).toBe(true);
      const [method, path] = key.split(' ') as [string, string];
      for (const status of statuses) {
        expect(doc.paths[path]![method.toLowerCase()]!.responses[status]?.$ref, key).toBe(errorRef(status));
      }
    }
  });
});
