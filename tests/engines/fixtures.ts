import type { Server } from 'node:http';
import { test as playwrightTest, type TestType } from '@playwright/test';
import { startDemoServer } from '../../scripts/demo-server';
import { FIREFOX, WEBKIT, locateSync } from '../../scripts/find-browsers';
import { DEMO_SCENARIO_COOKIE, formatDemoScenario, type DemoScenario } from '../../src/config/demo-scenario';
import { expect } from './adapter/expect';
import { launchGecko } from './adapter/gecko';
import { Page } from './adapter/page';
import { ENGINE_SERVER_EXTRAS, ENGINE_SERVER_EXTRAS_NO_WORKER, probeRecords } from './adapter/probe';
import type { EngineBrowser } from './adapter/session';
import { launchWebKit } from './adapter/webkit';

/**
 * Fixtures of the WebKit and Gecko suites, shaped like tests/e2e/fixtures.ts: a `page` to drive
 * (the adapter's, over the engine's own driver), the demo `scenario` cookie, and every test failing on a
 * page error, a console error or a CSP violation. Each worker launches its engine once and serves the
 * e2e build (E2E_DIST) under the production CSP from a demo server of its own on a free port.
 */

export type EngineName = 'webkit' | 'gecko';

export const dist = process.env.E2E_DIST ?? 'dist-e2e';

interface WorkerFixtures {
  /** Set per project in playwright.config.ts. */
  engine: EngineName;
  engineBrowser: EngineBrowser;
  /** Origin of this worker's demo server. */
  origin: string;
}

interface TestFixtures {
  page: Page;
  /** Sets the demo scenario cookie (src/config/demo-scenario.ts) for the next page loads. */
  scenario: (scenario: Partial<DemoScenario>) => Promise<void>;
  /** What the page's probe saw go wrong so far; the test fails when anything is left at its end. */
  pageErrors: () => Promise<string[]>;
}

/** Playwright's test without its browser fixtures: this `page` is the adapter's. */
const base = playwrightTest as unknown as TestType<object, object>;

/**
 * A demo server for the e2e build on a free port, under the CSP, with the probe; `serviceWorker` lets the
 * app install its worker (offline.spec.ts only).
 */
export function listen({ serviceWorker = false } = {}): Promise<{ server: Server; origin: string }> {
  const extras = serviceWorker ? ENGINE_SERVER_EXTRAS : ENGINE_SERVER_EXTRAS_NO_WORKER;
  return startDemoServer({ dist, port: 0, csp: true, extras }).then((server) => ({
    server,
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
  }));
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['webkit', { option: true, scope: 'worker' }],

  origin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const { server, origin } = await listen();
      await use(origin);
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
    { scope: 'worker' },
  ],

  engineBrowser: [
    async ({ engine }, use) => {
      const browser =
        engine === 'webkit'
          ? await launchWebKit(locateSync(WEBKIT))
          : await launchGecko(locateSync(FIREFOX).browser);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  page: async ({ engineBrowser, origin }, use, testInfo) => {
    testInfo.annotations.push({ type: 'engine', description: engineBrowser.label });
    const session = await engineBrowser.newSession(origin);
    await use(new Page(session, origin));
    await session.close();
  },

  scenario: async ({ page }, use) => {
    await use((scenario) =>
      page.session.setCookie(DEMO_SCENARIO_COOKIE, formatDemoScenario(scenario), page.baseURL),
    );
  },

  pageErrors: [
    async ({ page }, use) => {
      const read = () => page.evaluate(probeRecords).catch(() => [] as string[]);
      await use(read);
      expect(await read(), 'page errors, console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a hash route with page-level query (session keys, type), as tests/e2e/fixtures.ts does. */
export async function openRoute(page: Page, route: string, pageQuery = ''): Promise<void> {
  await page.goto(`/${pageQuery}#${route}`);
}

/** What the clipboard holds, pasted with the keyboard (Control+V) into a field of its own. */
export async function pasted(page: Page): Promise<string> {
  await page.evaluate(() => {
    const area = document.createElement('textarea');
    area.id = 'engine-paste-target';
    area.setAttribute('aria-label', 'paste target');
    document.body.append(area);
    area.focus();
  });
  await page.keyboard.press('Control+V');
  const text = await page.evaluate(() => {
    const area = document.getElementById('engine-paste-target') as HTMLTextAreaElement;
    const value = area.value;
    area.remove();
    return value;
  });
  return text;
}
