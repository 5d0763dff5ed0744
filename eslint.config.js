import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Feature modules may import `shared` but never each other: each gets its own list of forbidden siblings.
// The product's modules are listed so the rule holds before a module's folder exists; new folders join in.
const plannedFeatures = [
  'auth',
  'kyc',
  'wallet',
  'trade',
  'orders',
  'reports',
  'referral',
  'profile',
  'landing',
  'admin',
];
const featureNames = [
  ...new Set([
    ...plannedFeatures,
    ...readdirSync(new URL('./packages/features/src', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['shared', 'mocks'].includes(entry.name))
      .map((entry) => entry.name),
  ]),
];

const uiMayNotImport = {
  patterns: [
    {
      group: [
        '@sarraf/features',
        '@sarraf/features/*',
        '@sarraf/web',
        '@sarraf/web/*',
        '@sarraf/api',
        '@sarraf/api/*',
        '@sarraf/messages',
      ],
      message:
        'packages/ui imports no features, app or server code, nor the server messages (text comes in as props).',
    },
    {
      group: ['i18next', 'react-i18next', 'jotai', 'jotai/*', 'openapi-fetch'],
      message: 'ui components take text as props and hold no app state: no i18next, jotai or API client.',
    },
    { regex: '^(\\.\\./)+(features|apps)(/|$)', message: 'packages/ui imports no features or apps.' },
  ],
};

const apiMayNotImport = {
  patterns: [
    {
      group: [
        'react',
        'react-dom',
        'react/*',
        'react-dom/*',
        'react-aria-components',
        '@vanilla-extract/*',
        '@sarraf/ui',
        '@sarraf/ui/*',
        '@sarraf/features',
        '@sarraf/features/*',
        '@sarraf/web',
      ],
      message: 'apps/api imports no UI code.',
    },
  ],
};

// Server modules (apps/api/src/modules/<domain>) use each other only through the other module's index.ts.
// Planned modules are listed so the rule holds before their folders exist.
const plannedApiModules = [
  'users',
  'auth',
  'audit',
  'files',
  'verification',
  'markets',
  'mail',
  'ledger',
  'wallet',
  'trade',
  'reports',
  'referral',
  'notifications',
];
const apiModuleNames = [
  ...new Set([
    ...plannedApiModules,
    ...readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ]),
];

const apiModuleRules = apiModuleNames.map((name) => {
  const others = apiModuleNames.filter((other) => other !== name);
  return {
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiMayNotImport.patterns,
            {
              regex: `^(\\.\\./)+(${others.join('|')})/(?!index\\.js$).+`,
              message: `A server module uses another only through its index.ts (${name} -> sibling internals).`,
            },
          ],
        },
      ],
    },
  };
});

// Cross-cutting server code (http, db, errors, i18n, jobs) knows no domain module: modules depend on it, not back.
const apiCrossCuttingRule = {
  files: ['apps/api/src/{http,db,errors,i18n,jobs}/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...apiMayNotImport.patterns,
          {
            regex: '^(\\.\\./)+modules(/|$)',
            message: 'Cross-cutting server code imports no domain module.',
          },
        ],
      },
    ],
  },
};

const featureRules = featureNames.map((name) => {
  const others = featureNames.filter((other) => other !== name);
  return {
    files: [`packages/features/src/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sarraf/web', '@sarraf/web/*', '@sarraf/api', '@sarraf/api/*'],
              message: 'Features import no app or server code.',
            },
            ...(others.length
              ? [
                  {
                    regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
                    message: `A feature imports no other feature (${name} -> sibling). Move what they share to shared/.`,
                  },
                  {
                    regex: `^@sarraf/features/(${others.join('|')})(/|$)`,
                    message: 'A feature imports no other feature.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '**/*.gen.ts',
      '.storybook/public/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Tests read JSON bodies whose shape the contract check has already verified.
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', uiMayNotImport] } },
  {
    // The catalogue is read by the server and the client's mocks alike: it depends on nothing.
    files: ['packages/messages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'packages/messages imports nothing outside itself.' }] },
      ],
    },
  },
  { files: ['apps/api/**/*.ts'], rules: { 'no-restricted-imports': ['error', apiMayNotImport] } },
  ...featureRules,
  ...apiModuleRules,
  apiCrossCuttingRule,
);
