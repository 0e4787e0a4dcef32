import { defineConfig, devices, type Project } from '@playwright/test';
import { testChromiumSync } from './scripts/find-chromium';
import type { DetourEngine } from './tests/e2e/detours/harness';

// E2E_PORT / E2E_DIST let several people run browser tests on one machine without sharing a server.
const port = Number(process.env.E2E_PORT ?? 4174);
const dist = process.env.E2E_DIST ?? 'dist-e2e';
const testChromium = testChromiumSync();

/**
 * Three engines. Chromium runs every test in tests/e2e through Playwright. WebKit (WebKitGTK,
 * as WKWebView on iOS) and Gecko (Firefox) run the compact suite in tests/engines through its adapter,
 * beside Chromium's: `--project=chromium` (or webkit, gecko) runs one engine alone. The detours
 * (tests/e2e/detours.spec.ts, written once against tests/e2e/detours/harness.ts) run in all three.
 */
const ENGINE_SUITE = [/tests\/engines\/.*\.spec\.ts$/, /tests\/e2e\/detours\.spec\.ts$/];

/** Chromium's long or mostly waiting tests: a project of their own (chromium-long, below). */
const LONG = /(slow-answers|support-floor)\.spec\.ts$/;

/** Chromium's settings, for its three projects (the page audit, the long tests and the rest). */
const CHROMIUM: Project['use'] = {
  ...devices['Pixel 5'],
  baseURL: `http://127.0.0.1:${port}`,
  viewport: { width: 360, height: 640 },
  browserName: 'chromium',
  launchOptions: {
    executablePath: testChromium.executablePath,
    args: [...testChromium.args, '--disable-quic', '--disable-sync'],
  },
  trace: 'off',
  // The production build registers a service worker. It would precache in the background and
  // answer requests before page.route sees them: only tests/e2e/offline.spec.ts allows it.
  serviceWorkers: 'block',
};

export default defineConfig<object, { engine: DetourEngine }>({
  fullyParallel: true,
  // Four workers on two cores: the page audit's (two of them at most, below) mostly wait on held answers and
  // a slow link, about 0.4 of a core each; the other tests compute more. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // CI retries a failed test once; scripts/ci-summary.ts names every test that passed only on its retry, and
  // fails the run when one of them is a money journey. The detours never retry (their file says so).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: '.playwright-report.json' }]],
  projects: [
    {
      // The page audit, listed first so its waiting tests run beside the others' computing ones from the
      // start (on two workers) instead of alone at the end (2,381 tests took 9.6 min that way).
      name: 'chromium-audit',
      testDir: 'tests/e2e',
      testMatch: /page-audit\.spec\.ts$/,
      workers: 2,
      use: CHROMIUM,
    },
    // Then Chromium's tests that mostly wait (answers and images held back by seconds) or take long (the
    // bundle's support-floor checks, 13 and 20 s), ahead of its many short ones: listed last, they ended the
    // run with a core idle (its last 20 s, at half the machine). Listed after the engine suites instead, the
    // browser tests took the same 469 s.
    {
      name: 'chromium-long',
      testDir: 'tests/e2e',
      testMatch: LONG,
      use: CHROMIUM,
    },
    // Then the engine suites: their files run whole (one browser per worker), the long jobs ahead of
    // Chromium's many short ones, so the workers finish together.
    {
      name: 'webkit',
      testDir: 'tests',
      testMatch: ENGINE_SUITE,
      fullyParallel: false,
      use: { engine: 'webkit' },
    },
    {
      name: 'gecko',
      testDir: 'tests',
      testMatch: ENGINE_SUITE,
      fullyParallel: false,
      use: { engine: 'gecko' },
    },
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      testIgnore: [/page-audit\.spec\.ts$/, LONG],
      use: CHROMIUM,
    },
  ],
  webServer: {
    command: `tsx scripts/demo-server.ts --dist ${dist} --port ${port} --csp`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
