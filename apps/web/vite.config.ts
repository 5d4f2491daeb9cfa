import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type ConfigEnv, defineConfig, type Plugin } from 'vite';
import { keepPreviousAssets } from './build/kept-assets';

/** The browser's build; the server entry's build (`--ssr`) has no service worker, budget or copies. */
const clientBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A span of a module's code and the text that stands in its place. */
type Edit = { start: number; end: number; text: string };

/** The code with each of its spans (which do not overlap) replaced, the last first so the offsets hold. */
function rewrite(code: string, edits: readonly Edit[]): string {
  let out = code;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/** Whether evaluating an expression calls something (function bodies only run when called). */
function makesCalls(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(makesCalls);
  const { type } = node as Node;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression') return true;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression' || type === 'ClassExpression') return false;
  return Object.values(node).some(makesCalls);
}

/**
 * The contract package only declares schemas, constants and helpers: building a schema has no
 * effect besides its value. Marking each top-level `const` built by calls pure lets the build drop the
 * schemas a chunk never reads, so importing a constant from a contract file does not pull in zod.
 */
function contractDeclarationsArePure(): Plugin {
  const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;
  return {
    name: 'meridian:pure-contract-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!contractSource.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | undefined;
          if (init && makesCalls(init)) inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      const edits = inits.map(({ start, end }) => ({
        start,
        end,
        text: `/* @__PURE__ */ (() => (${code.slice(start, end)}))()`,
      }));
      return { code: rewrite(code, edits), map: null };
    },
  };
}

/**
 * The server build notes the module of every namespace a dynamic import loads
 * (`noteModule`, src/shared/browser/lazy-code.ts), so a server render can name the lazily loaded
 * screens it drew; the server finds their code in the browser build's manifest and names it in the
 * page's head.
 */
function noteDynamicImports(): Plugin {
  const lazyCode = fileURLToPath(new URL('./src/shared/browser/lazy-code.ts', import.meta.url));
  const root = fileURLToPath(new URL('.', import.meta.url));
  const dynamicImport = /\bimport\(\s*(["'])([^"'\n]+)\1\s*\)/g;
  return {
    name: 'meridian:note-dynamic-imports',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    async transform(code, id) {
      if (!id.startsWith(join(root, 'src')) || id === lazyCode || !code.includes('import(')) return null;
      const edits: Edit[] = [];
      for (const match of code.matchAll(dynamicImport)) {
        const resolved = await this.resolve(match[2] as string, id);
        if (!resolved || match.index === undefined) continue;
        const source = relative(root, resolved.id.split('?', 1)[0] as string)
          .split(sep)
          .join('/');
        const text = `${match[0]}.then((module) => __noteModule(module, ${JSON.stringify(source)}))`;
        edits.push({ start: match.index, end: match.index + match[0].length, text });
      }
      const out = rewrite(code, edits);
      return { code: `import { noteModule as __noteModule } from ${JSON.stringify(lazyCode)};\n${out}`, map: null };
    },
  };
}

const serviceWorkerSource = new URL('./src/app/pwa/service-worker.js', import.meta.url);

/**
 * Emits `/sw.js` with this build's app shell: index.html, the entry chunks and the stylesheets.
 * Lazily loaded chunks are cached as they are first used. The version changes with the file names,
 * so a new build installs a new worker, which drops the old shell.
 */
function serviceWorker(): Plugin {
  return {
    name: 'meridian:service-worker',
    apply: clientBuild,
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
      const code = readFileSync(serviceWorkerSource, 'utf8').replace('self.__MERIDIAN_SHELL__', shell);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}

/** The top page's initial JavaScript must stay under this, gzipped (the bench prints the same figure). */
const INITIAL_JS_BUDGET_KIB = 150;

/**
 * Fails the build when the entry chunks and what they import statically (what the top page loads
 * before it can draw) weigh more than the budget with gzip -9. Lazily loaded chunks do not count.
 */
function initialJavaScriptBudget(budgetKib: number): Plugin {
  return {
    name: 'meridian:initial-javascript-budget',
    apply: clientBuild,
    writeBundle(options, bundle) {
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        const output = bundle[fileName];
        if (output?.type !== 'chunk' || initial.has(fileName)) return;
        initial.add(fileName);
        for (const name of output.imports) visit(name);
      };
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      // The files as written: the code in the bundle object still lacks what later hooks add.
      let bytes = 0;
      for (const fileName of initial)
        bytes += gzipSync(readFileSync(join(options.dir ?? '', fileName)), { level: 9 }).length;
      const kib = bytes / 1024;
      const line = `initial JavaScript of the top page: ${kib.toFixed(1)} KiB gzipped (budget ${budgetKib} KiB)`;
      if (kib >= budgetKib) this.error(`${line}: load the newcomer lazily or make room for it`);
      this.info(line);
    },
  };
}

/** Text files the server hands out as they are; index.html is left out, the server rewrites it per page. */
const compressible = /\.(js|css|svg|json|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the strongest
 * settings, which the server sends to browsers that accept them: compressing once here costs a few
 * seconds a build, where compressing on each request cost the server tens of milliseconds of CPU for
 * every first visit's main chunk and gave a larger file.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'meridian:precompress',
    apply: clientBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        // A previous build's asset kept beside this one (build/kept-assets.ts) comes with its copies.
        if (existsSync(`${file}.br`) && existsSync(`${file}.gz`)) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

const apiTarget = process.env.MERIDIAN_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    // React's JSX runtime, and fast refresh in development.
    react(),
    contractDeclarationsArePure(),
    noteDynamicImports(),
    serviceWorker(),
    initialJavaScriptBudget(INITIAL_JS_BUDGET_KIB),
    keepPreviousAssets(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/static': { target: apiTarget },
    },
  },
  // The server entry's build bundles the contract (TypeScript sources Node cannot import); the
  // libraries stay imports of node_modules.
  ssr: { noExternal: ['@meridian/contract'] },
  build: {
    outDir,
    emptyOutDir: true,
    // The public folder is the browser's; the server entry's build has no use for a copy.
    copyPublicDir: !isSsrBuild,
    // One stylesheet for every screen (about 21 KiB compressed, cached for a year): a first screen
    // rendered on the server is styled from its first paint, its lazily loaded screens included,
    // with JavaScript off too, and no later screen waits for styles of its own.
    cssCodeSplit: false,
    // The browser build's chunks by source module (.vite/manifest.json, which is not served): the
    // server names the code of the lazily loaded screens a page it rendered drew.
    manifest: !isSsrBuild,
    // Every supported browser has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      // Libraries mark their React modules "use client" for server components; a client bundle has
      // no use for the directive, so the warning that the bundle drops it is noise.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          // What the first page needs arrives as one file: one request, one compression window.
          // Lazily loaded screens and popups import from it and keep their own chunks.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
}));
