import { defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database (a copy of the run's migrated template, see
// test/helpers/databaseTemplate.ts). Files run one after another in one process that keeps its imports
// (isolate: false): an embedded PGlite is memory hungry, the machine has 2 cores, and importing the server
// afresh for each file cost a third of the run. No test mocks modules or globals, so nothing leaks between files.
export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/helpers/databaseTemplate.ts'],
  },
});
