/**
 * The three-engine harness of tests/e2e/detours.spec.ts: one spec, run by the chromium, webkit and gecko
 * projects (playwright.config.ts). Its `page` is Playwright's own in Chromium and the adapter's
 * (tests/engines/adapter/page.ts) in WebKit and Gecko, so a detour is written against the part of
 * Playwright's page, locators and `expect` the adapter implements, and runs unchanged in all three.
 *
 * Every engine gets the same server: a demo server of the test's own, on a free port, serving the e2e
 * build under the production headers, with the probe that keeps page errors, console errors and CSP
 * violations (any of them fails the test), and no service worker. Beside the page:
 * - `scenario`: the demo scenario cookie (faults, business codes, a 401 with `fault=<call>:...`);
 * - `slowAssets(ms)`: from now on the server holds every `/assets/*.js` answer that long (the next page's
 *   files on a slow network, after the first page has loaded);
 * - `requests(path)`: how many requests to a path the test's server has seen (API calls included), and
 *   `calls(path)`: those requests, with their query and headers (an `Idempotency-Key`, the `type`);
 * - `api`: the test's server holds one call's answer until released, delays it, answers it with an HTTP
 *   500, or has the page's preload map mark it not repeatable (every engine: nothing is intercepted in
 *   the browser);
 * - `nativeHost`: the Android host's JS interface with `goLogin`, put in by a same-origin script before
 *   the app runs (as a webview injects it), counted by the request it sends;
 * - `deploy`: a server of its own whose build can be swapped for the next one (scripts/build-e2e.ts)
 *   under the same headers, as a deploy copies a new dist/ under a running nginx.
 */
import type { IncomingHttpHeaders, Server } from 'node:http';
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  chromium,
  test as playwrightTest,
  type Browser,
  type BrowserContext,
  type Page as PlaywrightPage,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { SLOW_ASSETS_COOKIE, startDemoServer } from '../../../scripts/demo-server';
import { nextDeployDist } from '../../../scripts/e2e-next-deploy';
import { FIREFOX, WEBKIT, locateSync } from '../../../scripts/find-browsers';
import {
  DEMO_SCENARIO_COOKIE,
  formatDemoScenario,
  type DemoScenario,
} from '../../../src/config/demo-scenario';
import { expect } from '../../engines/adapter/expect';
import { launchGecko } from '../../engines/adapter/gecko';
import { Page } from '../../engines/adapter/page';
import { ENGINE_SERVER_EXTRAS_NO_WORKER, probeRecords } from '../../engines/adapter/probe';
import type { EngineBrowser } from '../../engines/adapter/session';
import { launchWebKit } from '../../engines/adapter/webkit';
import { dist, type EngineName } from '../../engines/fixtures';

export type DetourEngine = 'chromium' | EngineName;

/** A request the test's server saw. */
export interface SeenRequest {
  pathname: string;
  query: URLSearchParams;
  /** Lower-case names, as Node gives them. */
  headers: IncomingHttpHeaders;
}

/** What the test asked the server to do to API calls, by pathname. */
interface ApiRules {
  held: Map<string, Promise<void>>;
  releases: (() => void)[];
  delays: Map<string, number>;
  failures: Map<string, number>;
  notRepeatable: Set<string>;
}

/** A demo server of the harness: its origin, the requests it was asked, and the test's rules. */
interface DetourServer {
  server: Server;
  origin: string;
  /** Requests in order. */
  seen: SeenRequest[];
  rules: ApiRules;
}

/** The fake host's script and the request its `goLogin` sends (answered 200, counted by `requests`). */
const HOST_SCRIPT = '/__detour/host.js';
const HOST_COOKIE = 'detour_host';
export const HOST_LOG_IN = '/__detour/goLogin';
const HOST_SOURCE = `(function () {
  // Only in a test that asked for a host: elsewhere the app runs as in a plain browser.
  if (!/(?:^|;\\s*)${HOST_COOKIE}=1/.test(document.cookie)) return;
  window.AndroidBridge = {
    // The test goes on to the next page as soon as the server has counted it: Gecko then rejects the
    // fetch with a NetworkError, which is the host's own affair, not the page's.
    goLogin: function () { fetch(${JSON.stringify(HOST_LOG_IN)}, { method: 'POST' }).catch(function () {}); }
  };
})();
`;

const SERVER_DOWN = JSON.stringify({ success: false, code: 500, message: 'Servicio no disponible' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The preload map's entry for a first call, up to its `repeatable` flag (the map has no nested `}` there). */
const repeatableFlag = (path: string) => new RegExp(`("path":"${escapeRegExp(path)}"[^}]*"repeatable":)true`);

function serve(root: string): Promise<DetourServer> {
  const rules: ApiRules = {
    held: new Map(),
    releases: [],
    delays: new Map(),
    failures: new Map(),
    notRepeatable: new Set(),
  };
  return startDemoServer({
    dist: root,
    port: 0,
    csp: true,
    extras: {
      ...ENGINE_SERVER_EXTRAS_NO_WORKER,
      files: {
        ...ENGINE_SERVER_EXTRAS_NO_WORKER.files,
        [HOST_SCRIPT]: { type: 'text/javascript; charset=utf-8', body: HOST_SOURCE },
        [HOST_LOG_IN]: { type: 'text/plain; charset=utf-8', body: '' },
      },
      // After the probe, before the app's own scripts: the host is there when the app first looks.
      headTags: `${ENGINE_SERVER_EXTRAS_NO_WORKER.headTags}<script src="${HOST_SCRIPT}"></script>`,
      html: (text) =>
        [...rules.notRepeatable].reduce((html, path) => html.replace(repeatableFlag(path), '$1false'), text),
      beforeApi: async (url) => {
        await rules.held.get(url.pathname);
        const delay = rules.delays.get(url.pathname);
        if (delay) await new Promise((done) => setTimeout(done, delay));
        const failures = rules.failures.get(url.pathname) ?? 0;
        if (failures > 0) {
          rules.failures.set(url.pathname, failures - 1);
          return { status: 500, body: SERVER_DOWN };
        }
        return undefined;
      },
    },
  }).then((server) => {
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const seen: SeenRequest[] = [];
    server.on('request', (request) => {
      const url = new URL(request.url ?? '/', origin);
      seen.push({ pathname: url.pathname, query: url.searchParams, headers: request.headers });
    });
    return { server, origin, seen, rules };
  });
}

async function stop({ server, rules }: DetourServer) {
  for (const release of rules.releases) release();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

/** What the test's server does to API calls, by pathname (a catalogue call's path, `calls.loanDetails.path`). */
export interface ApiControl {
  /** Holds every answer to the call until `release()` (or the end of the test). */
  hold(path: string): () => void;
  /** Every answer to the call comes that much later. */
  delay(path: string, ms: number): void;
  /** The next `count` answers are an HTTP 500 with the message 'Servicio no disponible'. */
  fail(path: string, count?: number): void;
  /** From the next page load on, the page's preload map marks the call's early request not repeatable. */
  notRepeatable(path: string): void;
}

/** The Android host's interface with `goLogin` (see HOST_SOURCE). */
export interface NativeHost {
  /** From the next page load on, the page has a host. */
  install(): Promise<void>;
  /** How many times the page called `goLogin`. */
  logIns(): number;
}

/** The build a deploy server serves, behind a link that `swap()` points at the next build. */
export interface DeploySwap {
  origin: string;
  /** Puts the next build in place (an atomic rename of a new link); the server is not touched. */
  swap(): void;
  /** Every header the server sends for a path, but those that describe the body or the moment. */
  headers(path: string): Promise<string>;
}

type Driver = { engine: 'chromium'; browser: Browser } | { engine: EngineName; browser: EngineBrowser };

interface WorkerFixtures {
  /** Set per project in playwright.config.ts; Chromium's project leaves it unset. */
  engine: DetourEngine;
  driver: Driver;
}

interface TestFixtures {
  detourServer: DetourServer;
  /** Playwright's page in Chromium, the adapter's in WebKit and Gecko: use only what both have. */
  page: Page;
  scenario: (scenario: Partial<DemoScenario>) => Promise<void>;
  slowAssets: (ms: number) => Promise<void>;
  requests: (path: string) => number;
  calls: (path: string) => SeenRequest[];
  api: ApiControl;
  nativeHost: NativeHost;
  deploy: DeploySwap;
  /** What went wrong in the page so far; the test fails when anything is left at its end. */
  pageErrors: () => Promise<string[]>;
  setCookie: (name: string, value: string) => Promise<void>;
  /** Chromium only: the context behind the page. */
  chromiumContext: BrowserContext | undefined;
}

type ContextOptions = Pick<
  PlaywrightTestOptions,
  'viewport' | 'isMobile' | 'hasTouch' | 'userAgent' | 'deviceScaleFactor'
>;

/** Playwright's test without its browser fixtures (in WebKit and Gecko the page is the adapter's). */
const base = playwrightTest as unknown as TestType<
  ContextOptions,
  Pick<PlaywrightWorkerOptions, 'launchOptions'>
>;

const isChromiumPage = (page: Page | PlaywrightPage): page is PlaywrightPage => !(page instanceof Page);

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],

  driver: [
    async ({ engine, launchOptions }, use) => {
      if (engine === 'chromium') {
        const browser = await chromium.launch(launchOptions);
        await use({ engine, browser });
        await browser.close();
        return;
      }
      const browser =
        engine === 'webkit'
          ? await launchWebKit(locateSync(WEBKIT))
          : await launchGecko(locateSync(FIREFOX).browser);
      await use({ engine, browser });
      await browser.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  // One per test, on a port of its own: an origin the browser has no cache for (WebKit's and Gecko's
  // browser serves a whole worker, and a file cached by an earlier test would never meet slowAssets).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  detourServer: async ({}, use) => {
    const server = await serve(resolve(dist));
    await use(server);
    await stop(server);
  },

  chromiumContext: async (
    { driver, detourServer, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor },
    use,
  ) => {
    if (driver.engine !== 'chromium') {
      await use(undefined);
      return;
    }
    const context = await driver.browser.newContext({
      baseURL: detourServer.origin,
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
      serviceWorkers: 'block',
    });
    await use(context);
    await context.close();
  },

  page: async ({ driver, detourServer, chromiumContext }, use, testInfo) => {
    if (chromiumContext) {
      const page = await chromiumContext.newPage();
      const browser = chromiumContext.browser();
      testInfo.annotations.push({ type: 'engine', description: `Chromium ${browser?.version() ?? ''}` });
      await use(page as unknown as Page);
      return;
    }
    const browser = (driver as { browser: EngineBrowser }).browser;
    testInfo.annotations.push({ type: 'engine', description: browser.label });
    const session = await browser.newSession(detourServer.origin);
    await use(new Page(session, detourServer.origin));
    await session.close();
  },

  setCookie: async ({ page, chromiumContext, detourServer }, use) => {
    await use(async (name, value) => {
      if (chromiumContext) await chromiumContext.addCookies([{ name, value, url: detourServer.origin }]);
      else await page.session.setCookie(name, value, detourServer.origin);
    });
  },

  scenario: async ({ setCookie }, use) => {
    await use((scenario) => setCookie(DEMO_SCENARIO_COOKIE, formatDemoScenario(scenario)));
  },

  slowAssets: async ({ setCookie }, use) => {
    await use((ms) => setCookie(SLOW_ASSETS_COOKIE, String(ms)));
  },

  requests: async ({ detourServer }, use) => {
    await use((path) => detourServer.seen.filter((request) => request.pathname === path).length);
  },

  calls: async ({ detourServer }, use) => {
    await use((path) => detourServer.seen.filter((request) => request.pathname === path));
  },

  api: async ({ detourServer }, use) => {
    const { rules } = detourServer;
    await use({
      hold: (path) => {
        let release!: () => void;
        rules.held.set(path, new Promise<void>((done) => (release = done)));
        rules.releases.push(release);
        return () => {
          rules.held.delete(path);
          release();
        };
      },
      delay: (path, ms) => void rules.delays.set(path, ms),
      fail: (path, count = 1) => void rules.failures.set(path, count),
      notRepeatable: (path) => {
        const html = readFileSync(join(resolve(dist), 'index.html'), 'utf8');
        expect(repeatableFlag(path).test(html), `the preload map names ${path} as repeatable`).toBe(true);
        rules.notRepeatable.add(path);
      },
    });
  },

  nativeHost: async ({ setCookie, requests }, use) => {
    await use({ install: () => setCookie(HOST_COOKIE, '1'), logIns: () => requests(HOST_LOG_IN) });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  deploy: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'detour-deploy-'));
    const link = join(dir, 'dist');
    const point = (build: string) => {
      symlinkSync(resolve(build), `${link}.next`);
      renameSync(`${link}.next`, link);
    };
    point(dist);
    const server = await serve(link);
    await use({
      origin: server.origin,
      swap: () => point(nextDeployDist(dist)),
      headers: async (path) => {
        const response = await fetch(`${server.origin}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.status, path).toBe(200);
        const varying = new Set(['date', 'content-length', 'connection', 'keep-alive']);
        return [...response.headers]
          .filter(([name]) => !varying.has(name))
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
      },
    });
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  },

  pageErrors: [
    async ({ page }, use) => {
      if (isChromiumPage(page)) {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
            errors.push(message.text());
        });
        await use(async () => [...errors]);
        expect(errors, 'page errors, console errors and CSP violations').toEqual([]);
        return;
      }
      const read = () => page.evaluate(probeRecords).catch(() => [] as string[]);
      await use(read);
      expect(await read(), 'page errors, console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
