import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import compat from 'eslint-plugin-compat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const entities = ['lender', 'loan-figures', 'payment'];

const features = [
  'session',
  'loan',
  'repayment',
  'complaint',
  'registration',
  'official',
  'legal',
  'dev-tools',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.tmp',
      'public/mockServiceWorker.js',
      '**/*.cjs',
      'coverage',
      '.bench',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': 'error',
    },
  },
  // Imports flow one way: shared (lib, config, components) -> features -> app. Features never import each other.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'Features never import each other.',
            })),
            {
              target: './src/lib',
              from: ['./src/features', './src/entities', './src/app'],
              message: 'lib is shared: it cannot import entities, features or app.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/entities', './src/app'],
              message: 'components are shared.',
            },
            {
              target: './src/config',
              from: ['./src/features', './src/entities', './src/app', './src/components'],
            },
            // The loan's business objects, which several features use: below features, above the shared code.
            {
              target: './src/entities',
              from: ['./src/features', './src/app'],
              message: 'Entities never import features or app.',
            },
            ...entities.map((e) => ({
              target: `./src/entities/${e}`,
              from: './src/entities',
              except: [`./${e}`],
              message: 'Entities never import each other.',
            })),
            { target: './src/features', from: './src/app', message: 'Features cannot import app.' },
            {
              target: './src',
              from: './src/demo',
              except: [],
              message: 'App code never imports the demo backend (main.ts loads it in dev only).',
            },
            { target: './src', from: './tests', message: 'App code never imports test helpers.' },
            {
              target: './src/lib/http',
              from: './src/lib/telemetry',
              message:
                'The transport reports failures through its listener (http/failures.ts); start-up wires it.',
            },
            {
              target: './src/boot/inline',
              from: './src',
              except: [
                './boot/inline',
                './lib/http/call.ts',
                './lib/session/keys.ts',
                './lib/session/url-query.ts',
                './lib/session/kept.ts',
                './lib/session/market.ts',
                './lib/storage.ts',
              ],
              message: "index.html's inline scripts carry only what they import: dependency-free modules.",
            },
            {
              target: [
                './src/lib/http/call.ts',
                './src/lib/session/keys.ts',
                './src/lib/session/url-query.ts',
                './src/lib/session/kept.ts',
                './src/lib/session/market.ts',
                './src/lib/storage.ts',
              ],
              from: ['./src', './node_modules'],
              except: [
                './lib/http/call.ts',
                './lib/session/keys.ts',
                './lib/session/url-query.ts',
                './lib/session/kept.ts',
                './lib/session/market.ts',
                './lib/storage.ts',
              ],
              message: 'Compiled into index.html: stays dependency-free.',
            },
          ],
        },
      ],
    },
  },
  // The support floor (package.json `browserslist`): no browser API above it unless feature-detected. The
  // built bundle, dependencies included, is checked the same way by scripts/support-floor.ts in `npm test`.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/demo/**'],
    plugins: { compat },
    rules: { 'compat/compat': 'error' },
  },
  {
    files: ['src/main.ts', 'src/demo/**', 'tests/**', 'scripts/**', 'bench/**'],
    rules: { 'import-x/no-restricted-paths': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'tests/e2e/**', 'tests/engines/**', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/demo/**'],
    rules: {
      // conventions §6: no string literals in JSX; every user-visible string is an i18n key.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÿ\\u4e00-\\u9fff]/]',
          message: 'User-visible text goes through i18n (t()).',
        },
      ],
    },
  },
);
