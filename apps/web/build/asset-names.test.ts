import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `/assets/*` is served immutable for a year, and an open tab fetches the lazy chunks of the build it
 * loaded: a name must always mean the same bytes. These builds run the web app's own configuration
 * into temporary folders.
 */

const webRoot = fileURLToPath(new URL('../', import.meta.url));
const folders: string[] = [];

/** The hashed files of a client build of the web app, by name. */
async function buildAssets(plugins: Plugin[] = []): Promise<Map<string, Buffer>> {
  const outDir = await mkdtemp(join(tmpdir(), 'meridian-assets-'));
  folders.push(outDir);
  // The test runner sets NODE_ENV to `test`, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      plugins,
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const assets = join(outDir, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => [name, readFileSync(join(assets, name))]),
  );
}

/** Adds one statement to the odds button, a module that lazily loaded screens import from its own chunk. */
const changedOddsButton: Plugin = {
  name: 'test:change-odds-button',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/odds-button.tsx')) return null;
    return { code: `${code}\n(globalThis as { assetProbe?: number }).assetProbe = 1;\n`, map: null };
  },
};

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('hashed asset names', () => {
  it('are the same files with the same bytes in two builds of the same sources, and change with any changed byte', async () => {
    const first = await buildAssets();
    const second = await buildAssets();
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [name, bytes] of second) expect(bytes.equals(first.get(name) as Buffer), name).toBe(true);

    const changed = await buildAssets([changedOddsButton]);
    const renamed = [...first.keys()].filter((name) => !changed.has(name));
    expect(renamed.some((name) => name.startsWith('odds-button-'))).toBe(true);
    // A name both builds have holds the same bytes in both: what changed was renamed, importers included.
    for (const [name, bytes] of changed) {
      const before = first.get(name);
      if (before) expect(bytes.equals(before), name).toBe(true);
    }
  }, 240_000);
});
