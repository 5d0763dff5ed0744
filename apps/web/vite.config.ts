import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { fontPreload } from './build/fontPreload.ts';
import { prerender } from './build/prerender.ts';
import { themeContractImport } from './build/themeContractImport.ts';

const api = 'http://127.0.0.1:3000';

// `/auth/...` is both an API prefix (POST /auth/register) and a page prefix (/auth/forget-password/email):
// a browser asking for a page gets the app, everything else goes to the API.
const authProxy: ProxyOptions = {
  target: api,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
};

const contractImport = themeContractImport();

export default defineConfig({
  plugins: [
    // React Aria bundles its built-in texts in 34 languages. The app speaks Persian and English and gives
    // React Aria one page-wide table of both (packages/ui/src/i18n/ariaStrings.ts), read before its own
    // bundles, so every other language's strings are dead weight in every chunk that has a component.
    optimizeLocales.vite({ locales: ['en-US'] }),
    contractImport,
    react(),
    // The compiler that evaluates style files runs its own Vite with only the plugins let through here.
    vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === contractImport.name }),
    // What a phone draws first: Persian text in the body weight.
    fontPreload(['vazirmatn-arabic-400-normal', 'vazirmatn-latin-400-normal']),
    // The first views that do not wait for scripts, then brotli and gzip copies of every text file.
    prerender({
      entry: 'src/prerender.tsx',
      importer: 'src/routes/routeTable.tsx',
      pages: [
        { path: '/landing', lazyModules: ['@sarraf/features/landing'] },
        { path: '/login', lazyModules: ['@sarraf/features/auth'] },
      ],
      // The signed-in screens a person opens first: their layout's and screen's files load with the entry,
      // and the calls their main figures wait for start with the page (the guard's user, then the screen's).
      // The paths and queries are exactly the app's (a call asked otherwise is simply asked again).
      routeDocuments: [
        {
          path: '/panel',
          lazyModules: ['../layouts/AuthLayout', '@sarraf/features/wallet'],
          earlyData: ['/api/user'],
          earlyDataPlain: ['/api/wallet/balances'],
        },
        {
          path: '/trade/:pair',
          lazyModules: ['../layouts/AuthLayout', '@sarraf/features/trade'],
          earlyData: ['/api/user', '/api/markets', '/api/wallet/balances'],
        },
        {
          path: '/orders',
          lazyModules: ['../layouts/AuthLayout', '@sarraf/features/orders'],
          // The orders awaiting the person's approval show whatever the filter; the list is the filter's.
          earlyData: [
            '/api/user',
            '/api/trade/order?status=Processing&approval_required=1&user_approved=0&page=1',
          ],
          earlyDataPlain: ['/api/trade/order?page=1'],
        },
      ],
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: api }, '/auth': authProxy },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: api }, '/auth': authProxy },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for the whole app (about 10 KiB compressed): a first view waits for one file instead of
    // one per component chunk, and later screens never wait for theirs.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen runs whole, each a file of its own: cached across releases of the app,
          // and evaluated one per task by a prerendered page's boot script (build/prerender.ts), so that no
          // single task of the start-up holds a slow phone for long. (Not React Aria: its parts are shared
          // by the screens that use them.)
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
