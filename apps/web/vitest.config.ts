import { defineConfig } from 'vitest/config';

// The app's pure routing rules and the build's page documents; screens are covered by the features' stories.
export default defineConfig({
  test: {
    name: 'web-unit',
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
