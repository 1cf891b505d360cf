import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atrium/server', '@atrium/server/*', '**/packages/server/**', '**/server/src/**'],
              message: 'The app must not import server code; use @atrium/sdk.',
            },
          ],
        },
      ],
    },
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
