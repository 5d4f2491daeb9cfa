/**
 * Writes the OpenAPI document of the whole platform to the file named by the first argument, without
 * listening: the app is built on a throw-away database (a copy of the cluster in PGLITE_TEMPLATE_DIR
 * when `npm test` made one, else an in-memory one) and asked for the document `/api/docs/json` serves.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: openapi-document.ts <file>');
  process.exit(2);
}
const template = process.env.PGLITE_TEMPLATE_DIR;
let dataDir = 'memory://';
if (template) {
  dataDir = join(mkdtempSync(join(tmpdir(), 'meridian-openapi-')), 'pgdata');
  cpSync(template, dataDir, { recursive: true });
}
// The test configuration's database is disposable: closing the app removes the copy.
const app = await buildApp(testConfig({ databaseUrl: undefined, dataDir }));
try {
  await app.ready();
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
}
