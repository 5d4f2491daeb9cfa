import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench` is not part of the suite (it loads the machine for minutes), so a moved module
 * would break it unseen. This reads every bench script and checks that each module it names exists:
 * its relative imports, static and dynamic, and the paths it builds with a helper such as
 * `const engine = (path) => import(new URL(`../apps/…/engine/${path}`, import.meta.url).href)`.
 */

const bench = new URL('../bench/', import.meta.url);
const scripts = readdirSync(bench).filter((name) => /\.(mjs|ts)$/.test(name) && !name.endsWith('.test.ts'));

/** Every module a script names, as URLs. */
function modulesNamed(file: string): { named: string; url: URL }[] {
  const from = new URL(file, bench);
  const text = readFileSync(from, 'utf8');
  const named: { named: string; url: URL }[] = [];
  for (const match of text.matchAll(/(?:\bfrom|\bimport\s*\(|\bimport)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const specifier = match[1] as string;
    named.push({ named: specifier, url: new URL(specifier, from) });
  }
  // Helpers that import a module under a fixed folder, and the paths they are called with.
  for (const helper of text.matchAll(
    /const (\w+) = \((\w+)\) =>\s*import\(new URL\(`([^`$]+)\$\{\2\}`, import\.meta\.url\)/g,
  )) {
    const [, name, , folder] = helper as unknown as [string, string, string, string];
    for (const call of text.matchAll(new RegExp(`\\b${name}\\(['"]([^'"]+)['"]\\)`, 'g'))) {
      const path = `${folder}${call[1]}`;
      named.push({ named: path, url: new URL(path, from) });
    }
  }
  return named;
}

/** Whether a module exists; a TypeScript source is named by its `.js` output, as TypeScript asks. */
function exists(url: URL): boolean {
  if (existsSync(url)) return true;
  return url.pathname.endsWith('.js') && existsSync(new URL(url.href.replace(/\.js$/, '.ts')));
}

describe('bench scripts', () => {
  it('are all read', () => {
    expect(scripts).toEqual(expect.arrayContaining(['run.mjs', 'casino-games.mjs', 'lighthouse.mjs']));
  });

  it.each(scripts)('%s names only modules that exist', (file) => {
    const named = modulesNamed(file);
    for (const { named: path, url } of named) expect(exists(url), `${file} names ${path}`).toBe(true);
  });

  it('finds the game modules the casino bench loads through its helpers', () => {
    const paths = modulesNamed('casino-games.mjs').map((module) => module.named);
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/casino-games\/engine\/catalog\.ts$/)]));
  });
});
