import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The build's JSX runtime: React 19, as the app ships.
  plugins: [react()],
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    // happy-dom sets up in a fraction of jsdom's time, and every web test passes on it unchanged.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One DOM environment per worker instead of one per file: setting it up for each of ~80 files was
    // the largest part of this project's CPU time. The setup imports the app's modules afresh for each
    // file and clears what a file could leave behind (storage, mocks, the rendered tree).
    isolate: false,
    env: { TZ: 'UTC' },
    // findBy/waitFor wait up to five seconds (setup.ts); a test gets room for a few such waits.
    testTimeout: 15_000,
  },
});
