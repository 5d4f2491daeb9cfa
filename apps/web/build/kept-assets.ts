import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build notes when each kept file left the served build (beside index.html, never served as an asset). */
export const KEPT_ASSETS_FILE = '.kept-assets.json';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The copies the build writes beside a text file (see the precompress plugin). */
const compressedCopy = /\.(br|gz)$/;

/**
 * Which files of the previous build's `assets/` stay beside the new build, and since when each has
 * been out of the served build: a file the new build no longer has is kept for `keepMs` from the
 * build that dropped it, so a tab that loaded the previous page can still fetch its lazy chunks.
 */
export function keptAssets(options: {
  previous: readonly string[];
  current: ReadonlySet<string>;
  retiredAt: Readonly<Record<string, number>>;
  now: number;
  keepMs: number;
}): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const name of [...options.previous].sort()) {
    if (compressedCopy.test(name) || options.current.has(name)) continue;
    const since = options.retiredAt[name] ?? options.now;
    if (options.now - since < options.keepMs) kept[name] = since;
  }
  return kept;
}

/** Days the previous builds' assets stay served (WEB_ASSETS_KEEP_DAYS, 7 unless set; 0 keeps none). */
export function keepDays(value = process.env.WEB_ASSETS_KEEP_DAYS): number {
  if (value === undefined || value === '') return 7;
  const days = Number(value);
  if (!Number.isFinite(days) || days < 0)
    throw new Error(`WEB_ASSETS_KEEP_DAYS must be a number of days, not "${value}"`);
  return days;
}

function readRetiredAt(outDir: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(outDir, KEPT_ASSETS_FILE), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the previous builds' hashed assets in the new build's `assets/` for a while (immutable
 * names, so they never clash with the new ones): reads them before the output folder is emptied and
 * writes back, with their compressed copies, those the new build dropped.
 */
export function keepPreviousAssets(options: { days?: number; now?: () => number } = {}): Plugin {
  let outDir = '';
  let previous = new Map<string, Buffer>();
  let retiredAt: Record<string, number> = {};
  return {
    name: 'meridian:keep-previous-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      const assets = join(outDir, 'assets');
      previous = new Map(
        existsSync(assets) ? readdirSync(assets).map((name) => [name, readFileSync(join(assets, name))]) : [],
      );
      retiredAt = readRetiredAt(outDir);
    },
    writeBundle(_output, bundle) {
      const current = new Set(
        Object.keys(bundle)
          .filter((fileName) => fileName.startsWith('assets/'))
          .map((fileName) => fileName.slice('assets/'.length)),
      );
      const days = options.days ?? keepDays();
      const kept = keptAssets({
        previous: [...previous.keys()],
        current,
        retiredAt,
        now: (options.now ?? Date.now)(),
        keepMs: days * DAY_MS,
      });
      const assets = join(outDir, 'assets');
      mkdirSync(assets, { recursive: true });
      for (const name of Object.keys(kept)) {
        for (const file of [name, `${name}.br`, `${name}.gz`]) {
          const bytes = previous.get(file);
          if (bytes) writeFileSync(join(assets, file), bytes);
        }
      }
      writeFileSync(join(outDir, KEPT_ASSETS_FILE), `${JSON.stringify(kept, null, 2)}\n`);
      previous = new Map();
    },
  };
}
