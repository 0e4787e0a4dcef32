import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { test as base } from './fixtures';

export { expect } from './fixtures';

/** The project's options a context is made with (playwright.config.ts, the Chromium project). */
const CONTEXT_OPTIONS = [
  'baseURL',
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'serviceWorkers',
] as const satisfies readonly (keyof BrowserContextOptions)[];

/**
 * One browser context per worker and a new page in it for each test, for specs that load many pages and do not
 * intercept requests (interception turns the HTTP cache off): after the worker's first test the app's files
 * come from the context's cache. A new context loads them again, which on this 2-core machine cost about
 * 1.6 s of CPU per test (a first page 2.0–2.4 s, a page in a used context 0.6–0.8 s).
 *
 * Each test still starts clean: the context's cookies go, and so does everything the app's origin kept
 * (local storage, IndexedDB, Cache Storage, service workers), cleared through the DevTools protocol's
 * `Storage.clearDataForOrigin`, Chromium's own API; the HTTP cache is not part of it. A new page has its own
 * session storage. Not for tests that set up the context (`context.route`, `setOffline`, permissions); a
 * spec changes the context's options with `test.use({ workerContextOptions })`, not `test.use({ viewport })`.
 */
/**
 * Everything the app's origin kept (local storage, IndexedDB, Cache Storage, service workers), through the
 * DevTools protocol's `Storage.clearDataForOrigin`; the HTTP cache stays. Also for a test that opens a page
 * again as a first visit (a kept voucher would otherwise answer instead of the network).
 */
export async function clearOrigin(page: Page, baseURL: string): Promise<void> {
  const protocol = await page.context().newCDPSession(page);
  await protocol.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL).origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
  });
  await protocol.detach();
}

export const test = base.extend<
  object,
  { workerContext: BrowserContext; workerContextOptions: BrowserContextOptions }
>({
  /** What a spec changes in the project's options, with `test.use` at the top of its file. */
  workerContextOptions: [{}, { scope: 'worker', option: true }],
  workerContext: [
    async ({ browser, workerContextOptions }, use, workerInfo) => {
      const project = workerInfo.project.use as BrowserContextOptions;
      const options = Object.fromEntries(
        CONTEXT_OPTIONS.filter((key) => project[key] !== undefined).map((key) => [key, project[key]]),
      ) as BrowserContextOptions;
      const context = await browser.newContext({ ...options, ...workerContextOptions });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await workerContext.clearCookies();
    await use(workerContext);
  },
  page: async ({ context, baseURL }, use) => {
    const page = await context.newPage();
    await clearOrigin(page, baseURL!);
    await use(page);
    await page.close();
  },
});
