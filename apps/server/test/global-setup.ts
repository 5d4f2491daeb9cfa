import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPGliteTemplate, createPostgresTemplate } from '../src/db/template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** On PostgreSQL, the database test apps start on copies of; empty on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * One embedded cluster made, migrated and seeded once per run; each test app starts on a copy, so
 * its own migrate and seed find nothing to do (initdb and the thirty migrations are the slow part of
 * a boot). Tests that migrate by hand do it in a private schema of the copy. `npm test` makes the
 * cluster before its first step that needs one and hands it over in PGLITE_TEMPLATE_DIR. On
 * PostgreSQL (DATABASE_URL) the same is a template database the run makes and drops.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createPostgresTemplate(url);
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  const given = process.env.PGLITE_TEMPLATE_DIR;
  if (given) {
    project.provide('pgliteTemplate', given);
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'meridian-pglite-'));
  const template = join(root, 'template');
  await createPGliteTemplate(template);
  project.provide('pgliteTemplate', template);
  return () => rmSync(root, { recursive: true, force: true });
}
