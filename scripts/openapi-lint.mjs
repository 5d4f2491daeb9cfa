/**
 * Lints the OpenAPI document with redocly's recommended rules (redocly.yaml): the document is generated
 * from the app as `/api/docs/json` serves it (built on an in-memory database, not listening), written
 * to a temporary file and linted there. Exits non-zero on any error; warnings are printed only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
// No telemetry or update check: the lint runs offline and says nothing but its findings.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'meridian-openapi-'));
const document = join(dir, 'openapi.json');
try {
  let status = await run([bin('tsx'), 'apps/server/scripts/openapi-document.ts', document]);
  if (status === 0) status = await run([bin('redocly'), 'lint', document, '--config', join(root, 'redocly.yaml')]);
  process.exitCode = status;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
