import { defineConfig } from 'vitest/config';

// The route map is plain data and string functions: node, no DOM.
export default defineConfig({
  test: {
    name: 'routes-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
