import { defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database; files run one after another because an embedded
// PGlite start is memory hungry (hundreds of MB) and the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/helpers/databaseTemplate.ts'],
  },
});
