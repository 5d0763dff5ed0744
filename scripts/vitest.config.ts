import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['scripts/test/**/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 60_000,
  },
});
