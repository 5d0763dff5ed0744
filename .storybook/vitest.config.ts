import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { browserFontEnv, findFontFallbacksCommand } from './fontCheck.ts';
import { recordStoryChecksCommand } from './storyChecks.ts';

const configDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Flags verified for Debian's Chromium running headless as root, offline (see toolchain notes).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  // Re-raster whole tiles: with partial raster, a rounded corner that changed state (a field's border, an
  // icon's circle) kept a few antialiased pixels from before, more or fewer depending on load.
  '--disable-partial-raster',
];

type Locale = 'fa' | 'en';
const locales: Locale[] = ['fa', 'en'];

/** `storybook-fa` -> `fa`: the browser instance's name carries its locale. */
function localeOfProject(name: string): Locale {
  return name.endsWith('-en') ? 'en' : 'fa';
}

export default defineConfig({
  // vanilla-extract comes from main.ts's viteFinal, which the Storybook plugin applies.
  plugins: [storybookTest({ configDir })],
  // Pre-bundle what the stories import up front: a mid-run re-optimisation ("new dependencies
  // optimized" / "optimized dependencies changed. reloading") reloads the page and fails the test
  // that triggered it, typically a screenshot, on the first run after the cache was cleared.
  // Add here whatever a story starts importing from a new package.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      'react-aria',
      '@internationalized/date',
      'qrcode.react',
      '@persian-tools/persian-tools',
      '@scure/base',
      '@noble/hashes/sha2.js',
      'jotai',
      '@tanstack/react-query',
      'react-router',
      'i18next',
      'react-i18next',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'altcha-lib/v1',
      // The password strength hint loads these lazily; pre-bundled so its first use reloads nothing.
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      'openapi-fetch',
      'openapi-msw',
      '@vanilla-extract/recipes/createRuntimeFn',
    ],
  },
  test: {
    name: 'storybook',
    // All story files of a locale share one page instead of a new frame, setup and module graph per file
    // (about a second each). Stories are built to be independent anyway: each gets a fresh store, query
    // cache and router, and preview.tsx ends the previous story's requests and toasts before the next.
    isolate: false,
    // A story's ceiling, not its pace (a passing story ends as soon as what it waits for holds): with the API
    // tests beside them on two cores, a desktop-wide audit log story once took over the default 15 s.
    testTimeout: 30_000,
    root: repoRoot,
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
          // The repo's font set instead of the machine's: the same glyphs on every machine.
          env: browserFontEnv(),
        },
        // Larger than any story viewport, so Vitest never scales the story frame down: scaled
        // frames anti-alias differently from run to run and break pixel-exact screenshots.
        contextOptions: { viewport: { width: 1400, height: 1000 } },
      }),
      // Every story runs once per locale: the instances differ only in the provided locale, which
      // the setup file turns into the `locale` global (direction, translations, screenshots).
      // Vitest 4.1 does not nest projects inside a referenced config, but it does split browser
      // instances into projects, which gives `--project 'storybook-*'`.
      instances: locales.map((locale) => ({
        browser: 'chromium' as const,
        name: `storybook-${locale}`,
        provide: { storybookLocale: locale },
      })),
      // Server side of the per-story font check and of the checks' tally (vitest.setup.ts).
      commands: { findFontFallbacks: findFontFallbacksCommand, recordStoryChecks: recordStoryChecksCommand },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Strict on colour on purpose: the default threshold (0.1) lets a token's colour change through.
          // A handful of pixels may differ: under heavy CPU load Chromium was seen to antialias a rounded
          // corner differently (4 pixels of a toast's progress bar), while any real change (a colour, a
          // glyph, a moved border) touches far more pixels than this.
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 8 },
          // Baselines sit next to the stories, one folder per locale so fa and en never collide.
          resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext, project }) =>
            `${root}/${testFileDirectory}/__screenshots__/${localeOfProject(project.name)}/${testFileName}/${arg}${ext}`,
        },
      },
    },
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** The locale the current Storybook project runs every story in. */
    storybookLocale: Locale;
  }
}
