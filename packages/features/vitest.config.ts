import { defineConfig } from 'vitest/config';

// Pure functions only (no DOM, no CSS): screens are tested as Storybook stories in the browser.
export default defineConfig({
  test: {
    name: 'features-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
