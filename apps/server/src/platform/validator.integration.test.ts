import { API_BASE } from '@meridian/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerOneClick } from '../../test/accounts.js';
import { useApp } from '../../test/helper.js';
import { NUL_MESSAGE } from './validator.js';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  operation: Operation;
}

const NUL_TEXT = 'a\u0000b';
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Paths (as segments) of every field the schema lets hold a string, nested fields included. */
function stringFields(schema: JsonSchema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const found: string[][] = types.includes('string') ? [path] : [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const inner of stringFields(branch, path)) {
      if (!found.some((known) => known.join('.') === inner.join('.'))) found.push(inner);
    }
  }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...stringFields(property, [...path, name]));
  if (typeof schema.additionalProperties === 'object') {
    found.push(...stringFields(schema.additionalProperties, [...path, 'key']));
  }
  if (schema.items) found.push(...stringFields(schema.items, [...path, '0']));
  return found;
}

/** A value that holds `leaf` at `path` and nothing else (arrays of one item). */
function holding(path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  return head === '0' ? [holding(rest, leaf)] : { [head]: holding(rest, leaf) };
}

const pathParams = (route: Route) => (route.operation.parameters ?? []).filter((p) => p.in === 'path');

/** A value the parameter's schema accepts: its first listed value, else `1` (ids, slugs). */
function validValue(schema: JsonSchema): string {
  for (const option of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    if (option.const !== undefined) return String(option.const);
    if (option.enum?.length) return String(option.enum[0]);
  }
  return '1';
}

/** The route's URL with every path parameter set, `nul` (if given) holding a NUL. */
function urlOf(route: Route, nul?: string, query = ''): string {
  let url = route.path;
  for (const p of pathParams(route)) url = url.replace(`{${p.name}}`, p.name === nul ? 'a%00b' : validValue(p.schema));
  return query ? `${url}?${query}` : url;
}

describe('a NUL character in a request', () => {
  const app = useApp();
  let routes: Route[] = [];
  let token = '';

  beforeAll(async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
    };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(`${API_BASE}/`))
      .flatMap(([path, operations]) =>
        METHODS.flatMap((method) => {
          const operation = operations[method.toLowerCase() as Lowercase<Method>];
          return operation ? [{ method, path, operation }] : [];
        }),
      );
    token = (await registerOneClick(app())).token;
  });

  type Res = Awaited<ReturnType<typeof send>>;
  const send = (route: Route, url: string, body?: unknown) =>
    app().inject({
      method: route.method,
      url,
      headers: bearer(token),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  /**
   * 422 with the field's error, unless a guard refuses the caller before any validation runs (a
   * provider's signed call, a recovery session's call): then the same refusal as without the NUL.
   */
  async function expectRefused(route: Route, res: Res, field: string, clean: () => Promise<Res>) {
    const what = `${route.method} ${route.path} ${field}`;
    if (res.statusCode === 401 || res.statusCode === 403) {
      expect((await clean()).statusCode, what).toBe(res.statusCode);
      return;
    }
    expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
    expect(res.json(), what).toMatchObject({ code: 'ValidationError', payload: null });
    expect(res.json().errors[field], `${what}: ${res.body}`).toContain(NUL_MESSAGE);
  }

  it('is refused in every string field of every body with a 422 naming the field', async () => {
    let checked = 0;
    for (const route of routes) {
      const schema = route.operation.requestBody?.content['application/json']?.schema;
      for (const field of stringFields(schema)) {
        const res = await send(route, urlOf(route), holding(field, NUL_TEXT));
        await expectRefused(route, res, field.join('.'), () => send(route, urlOf(route), holding(field, 'ab')));
        checked++;
      }
    }
    // The walk found the sign-in, sign-up, code, profile and catalog fields, not an empty document.
    expect(checked).toBeGreaterThan(40);
  });

  it('is refused in every query parameter with a 422 naming it', async () => {
    let checked = 0;
    for (const route of routes) {
      const query = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
      if (query.length === 0) continue;
      for (const parameter of query) {
        const res = await send(route, urlOf(route, undefined, `${parameter.name}=a%00b`));
        await expectRefused(route, res, parameter.name, () =>
          send(route, urlOf(route, undefined, `${parameter.name}=ab`)),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('is refused in the key of a free-form record', async () => {
    const res = await send(
      { method: 'POST', path: `${API_BASE}/user/profile-form`, operation: {} },
      `${API_BASE}/user/profile-form`,
      { fields: { 'first\u0000name': 'Ann' } },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.fields).toContain(NUL_MESSAGE);
  });

  it('never answers 500 in a path parameter', async () => {
    for (const route of routes) {
      for (const { name } of pathParams(route)) {
        const res = await send(route, urlOf(route, name), route.method === 'GET' ? undefined : {});
        expect(res.statusCode, `${route.method} ${route.path} ${name}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 422) expect(res.json().errors[name]).toContain(NUL_MESSAGE);
      }
    }
  });

  it('documents the text form beside every integer and flag a request reads', async () => {
    const missing: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      const options = schema.anyOf ?? [];
      const integerLike = (s: JsonSchema) => s.type === 'integer' || (s.type === 'number' && s.enum !== undefined);
      if (schema.type === 'integer' || schema.type === 'boolean') missing.push(where);
      if (options.some(integerLike) && !options.some((s) => s.type === 'string')) missing.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${where}.${name}`);
      visit(schema.items, `${where}[]`);
    };
    for (const route of routes) {
      const at = `${route.method} ${route.path}`;
      visit(route.operation.requestBody?.content['application/json']?.schema, `${at} body`);
      for (const p of route.operation.parameters ?? []) visit(p.schema, `${at} ${p.in} ${p.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('never answers 500 in the body of a route that declares no string field', async () => {
    const body = { 'k\u0000': NUL_TEXT, list: [NUL_TEXT], nested: { value: NUL_TEXT } };
    // Signing out last: the token must stay good for the routes before it.
    const last = (r: Route) => (r.path.endsWith('/auth/logout') ? 1 : 0);
    for (const route of routes.filter((r) => r.method !== 'GET').sort((a, b) => last(a) - last(b))) {
      const res = await send(route, urlOf(route), body);
      expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBeLessThan(500);
      expect(res.json(), route.path).toHaveProperty('code');
    }
  });
});
