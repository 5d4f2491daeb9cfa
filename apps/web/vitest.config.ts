import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import { defineProject } from 'vitest/config';
import { jsxOptions, uiRuntimeAliases } from './vite.config.js';

/** `name` resolved to a file of the workspace's node_modules. */
const esBuildOf = (name: string, file: string): Alias => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url)),
});

export default defineProject({
  // The same UI runtime as the build: `react` and `react-dom` resolve to Preact's compatibility layer.
  resolve: {
    alias: [
      ...(uiRuntimeAliases as Alias[]),
      // The ES builds of the libraries whose package exports point Node at CommonJS (Testing Library,
      // the router, lucide): a CommonJS `require('react')` would load React itself, past the aliases.
      esBuildOf('@testing-library/react', '@testing-library/react/dist/@testing-library/react.esm.js'),
      esBuildOf('react-router', 'react-router/dist/development/index.mjs'),
      esBuildOf('lucide-react', 'lucide-react/dist/esm/lucide-react.mjs'),
    ],
  },
  oxc: jsxOptions,
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    // happy-dom sets up in a fraction of jsdom's time, and every web test passes on it unchanged.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The libraries that import `react` (Testing Library's ES build, the router, TanStack Query, react-i18next,
    // zustand, lucide) go through the aliases only when Vite transforms them; left to Node they would
    // load React itself beside Preact.
    server: {
      deps: {
        inline: [
          /@testing-library[\\/]react[\\/]/,
          /[\\/]node_modules[\\/](react-[^\\/]+|@tanstack[\\/]react-[^\\/]+|zustand|lucide-react|embla-carousel-react)[\\/]/,
        ],
      },
    },
    // One DOM environment per worker instead of one per file: setting it up for each of ~80 files was
    // the largest part of this project's CPU time. The setup imports the app's modules afresh for each
    // file and clears what a file could leave behind (storage, mocks, the rendered tree).
    isolate: false,
    env: { TZ: 'UTC' },
    // findBy/waitFor wait up to five seconds (setup.ts); a test gets room for a few such waits.
    testTimeout: 15_000,
  },
});
