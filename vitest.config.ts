import { defineConfig } from 'vitest/config';

// One test run for the whole repo: each workspace and the Storybook workbench bring their own project.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
