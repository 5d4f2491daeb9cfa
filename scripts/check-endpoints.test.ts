import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-endpoints.mjs', import.meta.url));
let root = '';

/** Runs the check on a small tree laid out like the repository. */
function check(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'check-endpoints-'));
  for (const [path, text] of Object.entries({
    'apps/server/src/.keep.ts': '',
    'apps/web/src/.keep.ts': '',
    ...files,
  })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-endpoints', () => {
  it('passes declared routes, typed calls and test files', () => {
    const result = check({
      'apps/server/src/modules/ping/ping.routes.ts':
        'export async function pingRoutes(app) { route(app, getPing, async () => ok(null)); }',
      'apps/web/src/shared/api/get-ping.ts':
        "export const getPing = (signal) => callApi('GET /ping', { signal }).then((p) => p.pong);",
      'apps/web/src/shared/api/get-ping.test.ts':
        "import { apiRequest } from './api-client';\nexport const x = apiRequest<{ a: 1 }>('/made-up') as unknown;",
    });
    expect(result.output).toContain('every route and web call');
    expect(result.status).toBe(0);
  });

  it('fails on a route registered by hand, in either form', () => {
    const result = check({
      'apps/server/src/modules/extra/extra.routes.ts': [
        "export async function extraRoutes(app) { app.get('/extra', { schema: {} }, async () => null); }",
        "export async function moreRoutes(app) { app.route({ method: 'POST', url: '/more', handler: () => null }); }",
      ].join('\n'),
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("extra.routes.ts:1: GET '/extra' is registered by hand");
    expect(result.output).toContain('extra.routes.ts:2: ROUTE is registered by hand');
  });

  it('fails on a web call that bypasses the client, names its answer or casts it', () => {
    const result = check({
      'apps/web/src/features/top/get-top.ts': [
        "import { apiRequest } from '../../shared/api/api-client';",
        "export const a = () => callApi<'GET /ping'>('GET /ping');",
        "export const b = async () => (await callApi('GET /ping')).pong as boolean;",
      ].join('\n'),
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('get-top.ts:1: apiRequest is the client');
    expect(result.output).toContain('get-top.ts:2: callApi takes no type argument');
    expect(result.output).toContain('get-top.ts:3: the answer of callApi is cast (boolean)');
  });
});
