import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import compat from 'eslint-plugin-compat';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The folders under `src/<dir>`: a new feature or entity falls under the rules below without being listed. */
const foldersOf = (dir) =>
  readdirSync(new URL(`./src/${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const entities = foldersOf('entities');

/**
 * The folders of src/, bottom to top. Each may import the folders below it and none above: config is plain
 * data and settings; lib the shared code with no business objects; boot index.html's inline scripts (compiled
 * alone, they import lib's dependency-free modules); components the shared React UI; entities the business
 * objects several features use; features the pages; app the routes and start-up (src/main.ts, src/sw.ts).
 */
const layers = ['config', 'lib', 'boot', 'components', 'entities', 'features', 'app'];
const layerPaths = (layer) =>
  layer === 'app' ? ['./src/app', './src/main.ts', './src/sw.ts'] : [`./src/${layer}`];
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: layerPaths(layer),
  from: layers.slice(index + 1).flatMap(layerPaths),
  message: `Folders import downwards only (bottom to top: ${layers.join(', ')}): ${layer} cannot import a folder above it.`,
}));

/** index.html's inline scripts compile these in: each imports only the others (or nothing). */
const dependencyFree = [
  './config/call-description.ts',
  './lib/http/call.ts',
  './lib/inline-contract.ts',
  './lib/session/keys.ts',
  './lib/session/url-query.ts',
  './lib/session/kept.ts',
  './lib/session/market.ts',
  './lib/storage.ts',
];

const features = foldersOf('features');

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
      // Stryker's sandbox (a copy of the repository, left behind when a run is stopped) and its reports.
      '.stryker-tmp',
      'reports',
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
  // Imports flow one way, down the layers above. Features never import each other, nor entities each other.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'Features never import each other.',
            })),
            ...entities.map((e) => ({
              target: `./src/entities/${e}`,
              from: './src/entities',
              except: [`./${e}`],
              message: 'Entities never import each other.',
            })),
            {
              target: ['./src/{app,boot,components,config,entities,features,lib}/**', './src/sw.ts'],
              from: './src/demo',
              message: 'App code never imports the demo backend (main.ts loads it in dev only).',
            },
            {
              target: './src/demo',
              from: ['./src/boot', './src/components', './src/features', ...layerPaths('app')],
              message:
                'The demo backend answers as the server would: it reads config, lib and entities only.',
            },
            { target: './src', from: './tests', message: 'App code never imports test helpers.' },
            {
              target: './src/lib/http',
              from: './src/lib/telemetry',
              message:
                'The transport reports failures through its listener (http/api-error.ts); start-up wires it.',
            },
            {
              target: './src/boot/inline',
              from: './src',
              except: ['./boot/inline', ...dependencyFree],
              message: "index.html's inline scripts carry only what they import: dependency-free modules.",
            },
            {
              target: dependencyFree.map((file) => file.replace('./', './src/')),
              from: ['./src', './node_modules'],
              except: dependencyFree,
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
    files: ['src/main.ts', 'src/demo/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**', 'scripts/**', 'bench/**'],
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
