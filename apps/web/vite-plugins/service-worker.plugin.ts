import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const source = new URL('../src/app/pwa/service-worker.js', import.meta.url);

/**
 * Emits `/sw.js` with this build's app shell: index.html, the entry chunks and the stylesheets.
 * Lazily loaded chunks are cached as they are first used. The version changes with the file names,
 * so a new build installs a new worker, which drops the old shell.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'meridian:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>(['/index.html']);
      for (const output of Object.values(bundle)) {
        const initialChunk = output.type === 'chunk' && output.isEntry;
        const stylesheet = output.type === 'asset' && output.fileName.endsWith('.css');
        if (initialChunk || stylesheet) files.add(`/${output.fileName}`);
        if (output.type === 'chunk' && output.isEntry) for (const name of output.imports) files.add(`/${name}`);
      }
      const list = [...files].sort();
      const version = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
      const shell = JSON.stringify({ version, files: list });
      const code = readFileSync(source, 'utf8').replace('self.__MERIDIAN_SHELL__', shell);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
