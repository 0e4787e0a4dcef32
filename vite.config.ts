/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { charsetFirstPlugin } from './scripts/build/charset-first';
import { compileHintPlugin } from './scripts/build/compile-hint';
import { chunkGroups } from './scripts/build/chunk-groups';
import { cspMetaPlugin } from './scripts/build/csp-meta';
import { offlineShell } from './scripts/build/offline-shell';
import { prerender } from './scripts/prerender/plugin';
import { routePreload } from './scripts/route-preload/plugin';
import {
  demoProfileRefused,
  loadLenderProfiles,
  ProfileError,
  splitHindi,
} from './scripts/lender-profile/load';
import {
  legalDocumentsPlugin,
  legalDocumentsSetting,
  loadLegalDocuments,
  type LegalDocuments,
} from './scripts/lender-profile/documents';
import type { LenderProfileFiles } from './src/config/lender-profile.schema';

// The support floor is package.json's `browserslist` (docs/deploying.md, "Support floor"); the build emits no syntax above it.
// ['chrome93', 'firefox98', 'ios15.4', 'safari15.4']; `npm test` checks the bundle against the same list.
export const buildTarget = browserslistToEsbuild(undefined, {
  path: fileURLToPath(new URL('.', import.meta.url)),
});

const src = fileURLToPath(new URL('./src', import.meta.url));

/** A profile or document the app cannot use stops the build (and the dev server) with its one line. */
function orStop<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/**
 * The lender's profile of each market (docs/lender-profile.md): the files and LENDER_* variables
 * (also from .env files), checked. A production build refuses the demo's fictional lender unless
 * ALLOW_DEMO_PROFILE=true.
 */
function lenderProfiles(mode: string, command: 'build' | 'serve', demoApi: boolean) {
  const env = { ...loadEnv(mode, process.cwd(), ['LENDER_', 'ALLOW_DEMO_PROFILE']), ...process.env };
  return orStop(() =>
    loadLenderProfiles(env, process.cwd(), {
      refuseDemo: demoProfileRefused({ command, mode, demoApi, env }),
    }),
  );
}

/**
 * Each market's privacy notice and loan terms, beside its profile (scripts/lender-profile/documents.ts), or
 * with VITE_LEGAL_DOCUMENTS=spec the spec's texts (docs/departures.md).
 */
function legalDocuments(mode: string, setting: string | undefined, profiles: LenderProfileFiles) {
  const env = { ...loadEnv(mode, process.cwd(), 'LENDER_'), ...process.env };
  const chosen = orStop(() => legalDocumentsSetting(setting));
  // Read and checked at start, like the profile: a missing or malformed file stops before anything is bundled.
  const documents: LegalDocuments | undefined =
    chosen === 'market' ? orStop(() => loadLegalDocuments(profiles, env)) : undefined;
  return legalDocumentsPlugin({
    setting: chosen,
    documents: () => documents ?? {},
    specDir: fileURLToPath(new URL('./src/features/legal/spec', import.meta.url)),
  });
}

/** The msw worker file lives in public/ for `npm run dev`; a production build without the demo drops it. */
function dropDemoWorker(enabled: boolean, outDir: string): Plugin {
  return {
    name: 'drop-demo-worker',
    apply: 'build',
    closeBundle() {
      if (enabled) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // contract §5: the demo backend is on for `npm run dev` and off for `npm run build` unless set.
  const demoApi = env.VITE_DEMO_API || (command === 'serve' && mode !== 'test' ? 'true' : 'false');
  const outDir = process.env.BUILD_OUT_DIR || 'dist';
  // Field reports carry the app's version; package.json's unless the deploy sets one.
  const appVersion =
    process.env.VITE_APP_VERSION ||
    env.VITE_APP_VERSION ||
    (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
      .version;
  // The build renders the prerendered routes with an SSR build of this same config first.
  const pages = prerender();
  const files = lenderProfiles(mode, command, demoApi === 'true');
  // The pages' profiles carry no Hindi: India's Hindi free texts go with Hindi's own texts.
  const { profiles, hindi } = splitHindi(files);
  const clientBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [
      react(),
      legalDocuments(mode, env.VITE_LEGAL_DOCUMENTS, files),
      clientBuild && pages.plugin,
      clientBuild &&
        routePreload({
          renderings: pages.renderings,
          api: { apiBaseUrl: env.VITE_API_BASE_URL, wealthBasePath: env.VITE_WEALTH_BASE_PATH },
        }),
      clientBuild && dropDemoWorker(demoApi !== 'true', outDir),
      clientBuild && compileHintPlugin(),
      // The offline shell's service worker, in production builds without the demo backend.
      clientBuild && demoApi !== 'true' && offlineShell(),
      // Near last: index.html's <meta charset> back within its first 1024 bytes, ahead of the route preloads.
      clientBuild && charsetFirstPlugin(),
      // Last: the page's own CSP right after it, with the hashes of the inline scripts and stylesheet as the
      // page carries them (the server's header is the same for every build: deploy/csp.ts).
      clientBuild &&
        cspMetaPlugin({
          apiOrigin: env.VITE_API_BASE_URL,
          privacyOrigin: env.VITE_PRIVACY_URL,
          reportOrigins: [env.VITE_RUM_URL ?? '', env.VITE_ERROR_URL ?? ''],
        }),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        // react-i18next imports useSyncExternalStore from its shim for React 16 and 17, which carries an
        // implementation of its own (0.2 KB gzip on every page); React has the hook itself since 18.
        { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      ],
    },
    define: {
      __LENDER_PROFILES__: JSON.stringify(profiles),
      __LENDER_PROFILE_HINDI__: JSON.stringify(hindi),
      // src/config/spec-texts.ts: the spec's quotes ship only in a build that may show them.
      __SPEC_QUOTES__: JSON.stringify(
        mode === 'test' ||
          [env.VITE_WORDING, env.VITE_COMPLAINT_REFUSAL].some((value) => value?.trim() === 'spec'),
      ),
      'import.meta.env.VITE_DEMO_API': JSON.stringify(demoApi),
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
      // The footer's copyright year: the build's, so the prerendered HTML and the client agree.
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    build: {
      target: buildTarget,
      outDir,
      manifest: true,
      // No polyfill: Chromium has <link rel=modulepreload> since 66, above the floor (93). Safari before 17 and
      // Firefox before 115 ignore it and fetch each chunk when it is imported: slower there, never broken.
      modulePreload: { polyfill: false },
      // One stylesheet for the whole app, linked from the HTML: one request, no per-route CSS to find.
      cssCodeSplit: false,
      rolldownOptions: {
        // The floor (Chrome 93, Safari 15.4) lacks class static blocks, so the bundler lowers class fields,
        // by default through `Object.defineProperty` helpers that every page's first load would carry. No
        // class of the app or its packages (valibot, axios, web-vitals) shadows an accessor with a field, so
        // a plain assignment is the same.
        transform: { assumptions: { setPublicClassFields: true } },
        // A dynamic import may point into a group chunk instead of a facade chunk of its own.
        preserveEntrySignatures: isSsrBuild ? 'strict' : false,
        output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups } },
      },
      sourcemap: false,
    },
    server: { port: 5173, host: true },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      restoreMocks: true,
      testTimeout: 15000,
      env: { VITE_DEMO_API: 'false' },
      reporters: process.env.CI ? ['default', 'json'] : ['default'],
      outputFile: { json: '.vitest-report.json' },
    },
  };
});
