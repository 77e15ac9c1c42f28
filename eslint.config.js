// One lint configuration for the whole repository. Besides code quality it holds the architecture's boundaries, so a
// forbidden import fails `pnpm lint` (and the test command) instead of waiting for a reviewer to notice it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('./apps/web/src/features/');
const serverFeatures = foldersIn('./apps/mock-server/src/features/');

const web = './apps/web/src';
const server = './apps/mock-server/src';

/** One zone per feature folder under `src`: among the features, it may import only from its own folder. */
const ownFeatureOnly = (src, features, message) =>
  features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message,
  }));

/** Zones from rows of [target, from, message]: files under `target` may not import from `from`. */
const zones = (rows) => rows.map(([target, from, message]) => ({ target, from, message }));

/** A web feature never imports another feature: routes in app/ compose them. */
const webZones = [
  ...ownFeatureOnly(
    web,
    webFeatures,
    'A feature never imports another feature; compose them in app/routes, or move the shared piece out.',
  ),
  ...zones([
    [`${web}/features`, `${web}/app`, 'Features do not import the app layer; routes import features.'],
    [
      [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/config`, `${web}/styles`],
      [`${web}/features`, `${web}/app`],
      'Shared code does not import features or routes.',
    ],
    [`${web}/stores`, `${web}/app`, 'Stores do not import routes.'],
  ]),
];

/**
 * A server feature imports only lib/, its own folder, the generated Prisma client and the typed decorators
 * (decorators.ts): services reach each other through the Fastify instance, never by importing a sibling.
 */
const serverZones = [
  ...ownFeatureOnly(
    server,
    serverFeatures,
    'A server feature imports only lib/, its own folder and the typed decorators; use a decorator instead.',
  ),
  ...zones([
    [
      `${server}/features`,
      [`${server}/plugins`, `${server}/app.ts`, `${server}/server.ts`, `${server}/handlers.ts`, `${server}/db`],
      'A server feature imports only lib/, its own folder and the typed decorators.',
    ],
    [
      `${server}/lib`,
      [`${server}/features`, `${server}/plugins`, `${server}/app.ts`, `${server}/handlers.ts`],
      'lib/ is the bottom layer: it imports nothing from features/ or plugins/.',
    ],
    [
      [
        `${server}/features`,
        `${server}/lib`,
        `${server}/plugins`,
        `${server}/db`,
        `${server}/app.ts`,
        `${server}/handlers.ts`,
        `${server}/env.ts`,
        `${server}/decorators.ts`,
      ],
      `${server}/seed`,
      'Runtime code never imports seed/: the seed imports the runtime, not the other way round.',
    ],
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      'screenshots/**',
      '.data/**',
      'apps/mock-server/src/generated/**',
      'packages/api-types/src/**',
      'prisma/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/mock-server/tsconfig.json', 'tests/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // import('…').T annotations stay allowed: they keep optional SDKs (S3, the schema engine) out of start-up.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/mock-server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    // Tests and their helpers may read the seed's fixed ids; runtime code may not.
    files: ['apps/mock-server/**/*.test.ts', 'apps/mock-server/src/testing/**', 'apps/mock-server/scripts/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: serverZones.filter((zone) => !zone.from.toString().endsWith('/seed')) },
      ],
    },
  },
  {
    // Scripts, benchmarks and test runners report to the terminal.
    files: ['scripts/**', 'tests/**', 'apps/*/scripts/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
