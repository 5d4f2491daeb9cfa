/**
 * Makes a migrated and seeded embedded cluster in the folder named by the first argument (replacing
 * it), for apps to start on copies of (see src/db/template.ts).
 */
import { rmSync } from 'node:fs';
import { createPGliteTemplate } from '../src/db/template.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: database-template.ts <folder>');
  process.exit(2);
}
rmSync(target, { recursive: true, force: true });
await createPGliteTemplate(target);
