import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'backoffice',
    root: new URL('.', import.meta.url).pathname,
    // sessionStorage and fetch as in the browser; no component is rendered here (journeys show the screens).
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    env: { TZ: 'UTC' },
  },
});
