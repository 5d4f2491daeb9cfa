import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The built files of one page: its script and its style sheet, by file name. */
export interface PageAssets {
  js: string;
  css: string;
}

/** A build's pages by name (the slot studio's `play` and `verify`, the live studio's `table`, …). */
export type StudioManifest = Partial<Record<string, PageAssets>>;

/** The name of the build's manifest in the assets folder (written by apps/server/build.mjs). */
export const MANIFEST_FILE = 'manifest.json';

const ASSET_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:js|css|map)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/**
 * A provider's built page files, read from a folder. The manifest is kept while its file is unchanged
 * and read again when a build replaces it, so a running server serves the files of the latest build.
 */
export class StudioAssets {
  #manifest: StudioManifest | null = null;
  #version = -1;

  constructor(private readonly dir: string | undefined) {}

  async manifest(): Promise<StudioManifest | null> {
    if (!this.dir) return null;
    const file = join(this.dir, MANIFEST_FILE);
    try {
      const { mtimeMs } = await stat(file);
      if (mtimeMs !== this.#version) {
        this.#manifest = JSON.parse(await readFile(file, 'utf8')) as StudioManifest;
        this.#version = mtimeMs;
      }
      return this.#manifest;
    } catch {
      this.#manifest = null;
      this.#version = -1;
      return null;
    }
  }

  /** A built file by name (only plain names from the folder itself), or null. */
  async file(name: string): Promise<{ body: Buffer; type: string } | null> {
    if (!this.dir || !ASSET_NAME.test(name)) return null;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    try {
      return {
        body: await readFile(join(this.dir, name)),
        type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      };
    } catch {
      return null;
    }
  }
}

/** Built names carry a content hash (`play-3F2A9C1D.js`): such a file never changes. */
export const isHashedName = (name: string): boolean => /-[A-Z0-9]{8,}\.(?:js|css|map)$/.test(name);
