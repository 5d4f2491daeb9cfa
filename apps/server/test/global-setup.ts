import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { initPGliteDir } from '../src/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** One embedded cluster made once per run; each test app starts on a copy (initdb is the slow part). */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'meridian-pglite-'));
  const template = join(root, 'template');
  if (!process.env.DATABASE_URL) initPGliteDir(template);
  project.provide('pgliteTemplate', template);
  return () => rmSync(root, { recursive: true, force: true });
}
