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
  'settings',
  'audit',
];
const featureNames = [
  ...new Set([
    ...plannedFeatures,
    ...readdirSync(new URL('./packages/features/src', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['shared', 'entities', 'mocks'].includes(entry.name))
      .map((entry) => entry.name),
  ]),
];

// The client's layers, lowest first: shared <- entities <- features <- app (apps/web). Each imports only the
// layers below it. Entities (the data and rules several features read: balance, currency, destination...)
// are named in the singular and features in their own words, so a relative import such as '../../order'
// names its layer without doubt; a name in both lists would blur that, and stops lint here.
const entityNames = readdirSync(new URL('./packages/features/src/entities', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedName = entityNames.find((name) => featureNames.includes(name));
if (sharedName) throw new Error(`"${sharedName}" names both an entity and a feature: rename one.`);

const featurePaths = (message) => [
  { regex: `^(\\.\\./)+(${featureNames.join('|')})(/|$)`, message },
  { regex: `^@sarraf/features/(${featureNames.join('|')})(/|$)`, message },
];

const clientLayerRules = [
  {
    files: ['packages/features/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+entities(/|$)', message: 'shared imports no entity (shared <- entities).' },
            ...featurePaths('shared imports no feature (shared <- entities <- features).'),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/features/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sarraf/web', '@sarraf/web/*', '@sarraf/api', '@sarraf/api/*'],
              message: 'Entities import no app or server code.',
            },
            ...featurePaths('An entity imports no feature (entities <- features): features read entities.'),
          ],
        },
      ],
    },
  },
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
            {
              // A feature's operator screens (`<feature>/admin/`, as the server's `modules/<domain>/admin`) are
              // their own entry point, loaded by the admin routes only: the trader's side never reaches them.
              regex: '^(\\./|(\\.\\./)+)admin(/|$)',
              message:
                "A feature's trader side imports none of its back office (admin/): it is its own download.",
            },
            ...(others.length
              ? [
                  {
                    regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
                    message: `A feature imports no other feature (${name} -> sibling). Move what they share to entities/ (data and rules) or shared/.`,
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
  {
    // The route map is read by the server, the web app and the features: it depends on nothing.
    files: ['packages/routes/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'packages/routes imports nothing outside itself.' }] },
      ],
    },
  },
  { files: ['apps/api/**/*.ts'], rules: { 'no-restricted-imports': ['error', apiMayNotImport] } },
  ...featureRules,
  ...clientLayerRules,
  ...apiModuleRules,
  apiCrossCuttingRule,
);
