import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { typescriptResolver } from './eslint/typescript-resolver.js';

/** The app talks to the server only over HTTP, through the sdk (issue 14 item 2). */
const APP_NOT_SERVER = {
  group: ['@atrium/server', '@atrium/server/*', '**/packages/server/**', '**/server/src/**'],
  message: 'The app must not import server code; use @atrium/sdk.',
};

/**
 * The app's arrows (docs/architecture.md, the admin app): per folder, what it may not import.
 * Each entry's patterns come on top of APP_NOT_SERVER (a file gets one `no-restricted-imports`).
 */
const APP_FOLDER_RULES = [
  {
    // Primitives fetch nothing: a screen or a feature folder passes them data, or holds the fetching.
    files: ['packages/app/src/components/**/*.{ts,tsx}'],
    patterns: [
      {
        regex: '^(\\.\\./)+api(/|$)',
        message: 'components/ fetches nothing: use the api/ hook in the caller or a feature folder.',
      },
    ],
  },
  {
    // Interfaces and layouts are loaded on demand into any screen: they depend on no screen.
    files: ['packages/app/src/interfaces/**/*.{ts,tsx}', 'packages/app/src/layouts/**/*.{ts,tsx}'],
    patterns: [
      {
        regex: '^(\\.\\./)+routes(/|$)',
        message: 'Interfaces and layouts import no route module: move what they share out of routes/.',
      },
    ],
  },
];

/**
 * Sources checked for import cycles (eslint-plugin-import-x `no-cycle`, resolved as tsc does).
 * A package joins by adding its sources here.
 */
const CYCLE_CHECKED = [
  'packages/app/src/**/*.{ts,tsx}',
  'packages/sdk/src/**/*.ts',
  'packages/server/src/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    // The admin app runs in browsers; its e2e tests drive one from Node.
    files: ['packages/app/src/**/*.{ts,tsx}', 'packages/app/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The example extensions run in the browser, inside the admin app.
    files: ['examples/extensions/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The app talks to the server only over HTTP, through the sdk (issue 14 item 2).
    files: ['packages/app/src/**/*.{ts,tsx}', 'packages/app/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_NOT_SERVER] }] },
  },
  ...APP_FOLDER_RULES.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_NOT_SERVER, ...patterns] }] },
  })),
  {
    // No import cycles: a module's imports never lead back to it.
    files: CYCLE_CHECKED,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [typescriptResolver],
      // The modules an import leads to are parsed as TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The sdk is the contract: it depends on nothing of ours (issue 14 item 2).
    files: ['packages/sdk/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@atrium/*'], message: 'The sdk must not import other Atrium packages.' },
            { group: ['../../*', '../../**'], message: 'The sdk must not import outside packages/sdk.' },
          ],
        },
      ],
    },
  },
  {
    // The server's arrows (docs/architecture.md): the query language knows no service; it
    // describes what it needs of them (query/read-access.ts).
    files: ['packages/server/src/query/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services', '**/services/**'],
              message: 'query/ must not import services/ (describe what it needs in query/).',
            },
          ],
        },
      ],
    },
  },
  {
    // database/ runs SQL for everyone above it: it imports neither the query language nor a service.
    files: ['packages/server/src/database/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/query', '**/query/**'], message: 'database/ must not import query/.' },
            { group: ['**/services', '**/services/**'], message: 'database/ must not import services/.' },
          ],
        },
      ],
    },
  },
  {
    // Routes are thin: they parse the request, call a service and shape the envelope; SQL and the
    // query builder live below them (services/, database/).
    files: ['packages/server/src/http/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Routes never touch Knex: call a service.' }],
          patterns: [
            {
              group: ['**/database', '**/database/**'],
              message: 'Routes never touch the database: call a service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks are command-line programs whose output is their result.
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // One error catalogue (packages/sdk/src/error-catalogue.ts): the server makes its errors only in
    // src/errors.ts, from the catalogue's code, status and default message.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='ApiError']",
          message:
            'Use an `errors.*` entry from src/errors.ts (the error catalogue) instead of new ApiError(...).',
        },
      ],
    },
  },
);
