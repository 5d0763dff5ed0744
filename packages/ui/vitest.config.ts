import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Plain logic only (no DOM): component behaviour is tested through the stories in the browser.
export default defineConfig({
  test: {
    name: 'ui-unit',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
