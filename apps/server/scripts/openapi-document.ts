/**
 * Writes the OpenAPI document of the whole platform to the file named by the first argument, without
 * listening: the app is built on an in-memory database and asked for the document `/api/docs/json` serves.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: openapi-document.ts <file>');
  process.exit(2);
}
const app = await buildApp(testConfig({ databaseUrl: undefined, dataDir: 'memory://' }));
try {
  await app.ready();
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
}
