import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { startDemoServer } from '../../scripts/demo-server';
import { NEXT_DEPLOY_PHONE, nextDeployDist } from '../../scripts/e2e-next-deploy';
import type { RouteFilesReport } from '../../scripts/route-preload/route-files';
import { routeTable } from '../../src/app/route-table';
import { paths } from '../../src/config/paths';
import { findRouteDef } from '../../src/lib/router/route-def';
import { expectKeptVoucher } from './fixtures';
import { expectNotBroken } from './matrix/page-checks';
import { MATRIX } from './matrix/table';
import { ROUTES, pageUrl } from './routes';

/**
 * The offline shell: the production build's service worker in Chromium. The browser keeps one
 * context (one service worker registration and its caches) through the whole file, against a demo server
 * of its own that the last test restarts on the next deploy's build (scripts/build-e2e.ts) at the same
 * origin. "Offline" is Chromium's network emulation, which also cuts the service worker's own fetches:
 * every test that runs offline checks that the server saw no request (but the browser's own update check
 * of /sw.js, which the emulation does not cover).
 */

const dist = process.env.E2E_DIST ?? 'dist-e2e';
const nextDist = nextDeployDist(dist);
const port = Number(process.env.E2E_OFFLINE_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 200);
const baseURL = `http://127.0.0.1:${port}`;
const OFFLINE_MESSAGE = 'Sin conexión. Revisa tu red e inténtalo de nuevo.';
/** Pages whose spec words the unreachable server differently. */
const OFFLINE_MESSAGES: Record<string, string> = {
  // spec §8: the card list says "error" when the server cannot be reached.
  [paths.cardRepay]: 'error',
};
const NOT_FOUND = /^(Página no encontrada|Page not found)$/;

/** The precache list Workbox wrote into a build's sw.js (paths relative to the site root). */
function precacheList(dir: string): string[] {
  const manifest = /\[\{"revision":[^\]]*\]/.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))?.[0];
  if (!manifest) throw new Error(`no precache manifest in ${dir}/sw.js`);
  return (JSON.parse(manifest) as { url: string }[]).map((entry) => entry.url);
}

test.describe.configure({ mode: 'serial' });

let server: Server;
let context: BrowserContext;
let page: Page;
/** Paths the demo server was asked for since the last reset. */
const served: string[] = [];
const errors: string[] = [];

async function serve(dir: string) {
  server = await startDemoServer({ dist: dir, port, csp: true });
  server.on('request', (request) => {
    // Chromium checks the worker script for updates from the browser itself, outside the emulated network.
    if (request.url !== '/sw.js') served.push(request.url ?? '');
  });
}

function stopServer(): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

/** A full navigation (not a same-document hash change), as opening the app anew. */
async function open(url: string) {
  await page.goto('about:blank');
  await page.goto(url);
}

/** The precache's request paths (without Workbox's revision parameter), from every cache the origin has. */
const cachedPaths = () =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname.slice(1));
    }
    return paths.sort();
  });

const workerStates = () =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });

/**
 * Asks the waiting worker whether it would take over this page, with the offer the page itself makes
 * (src/lib/pwa/register.ts), and a port for the answer.
 */
const waitingWorkerAccepts = () =>
  page.evaluate(async () => {
    const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
    if (!waiting) throw new Error('no waiting worker');
    const files = [
      ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
      ...Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
        (link) => link.href,
      ),
    ].filter((url) => url.startsWith(location.origin));
    const channel = new MessageChannel();
    const answer = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data as boolean);
    });
    waiting.postMessage({ type: 'ACTIVATE_IF', files }, [channel.port2]);
    return answer;
  });

test.beforeAll(async ({ browser }, testInfo) => {
  if (!existsSync(join(nextDist, 'sw.js'))) throw new Error(`no ${nextDist}: run scripts/build-e2e.ts first`);
  await serve(dist);
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  // The config blocks service workers for every other test; this file is about one.
  context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    serviceWorkers: 'allow',
  });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
});

test.afterEach(() => {
  expect(errors.splice(0), 'console errors').toEqual([]);
});

test.afterAll(async () => {
  await context?.close();
  if (server?.listening) await stopServer();
});

test('the precache holds the shell, every route’s code and every language’s texts, and nothing else', () => {
  const list = precacheList(dist);
  const report = JSON.parse(readFileSync(join(dist, 'route-files.json'), 'utf8')) as RouteFilesReport;
  const routeFiles = report.routes.flatMap((route) => [...route.js, ...Object.values(route.texts).flat()]);
  expect(list).toContain('index.html');
  expect(routeFiles.filter((file) => !list.includes(file))).toEqual([]);
  const code = readdirSync(join(dist, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `assets/${file}`);
  expect(code.filter((file) => !list.includes(file))).toEqual([]);
  // The build's renderings of the prerendered pages, so a page opened offline paints the same way.
  const renderings = readdirSync(join(dist, 'assets', 'prerender')).map((file) => `assets/prerender/${file}`);
  // Each prerendered page in each language (es, en, hi), but for the landing's renderings in the markets'
  // default languages (es, en), which index.html carries inline.
  expect(renderings.length).toBe(3 * routeTable.filter((def) => def.prerender).length - 2);
  expect(renderings.filter((file) => !list.includes(file))).toEqual([]);
  // Build-side files, the worker itself and the demo's worker are not fetched by the app.
  expect(list.filter((file) => file !== 'index.html' && !file.startsWith('assets/'))).toEqual([]);
  expect(list.every((file) => existsSync(join(dist, file)))).toBe(true);
  // The registration is loaded after the first load, by no route's first load.
  const registration = code.filter((file) => /\/register-[\w-]+\.js$/.test(file));
  expect(registration).toHaveLength(1);
  expect(report.routes.filter((route) => route.js.includes(registration[0]!))).toEqual([]);
});

test('the worker installs after the first page and controls the next one, with the whole precache', async () => {
  const registered = page.waitForRequest((request) => /\/register-[\w-]+\.js$/.test(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await registered;
  // Installing fetches the whole precache; on a loaded machine (three workers beside it) that passed 8 s once.
  await expect.poll(async () => (await workerStates()).active, { timeout: 20_000 }).toBe('activated');
  // The first page was not the worker's; from the next one on, every page is.
  await page.reload();
  await expect.poll(async () => (await workerStates()).controlled).toBe(true);
  expect(await cachedPaths()).toEqual(precacheList(dist).sort());
});

test('offline, every static route opens in both languages, from the cache alone', async () => {
  test.setTimeout(90_000);
  const staticPaths = routeTable.filter((def) => !def.data).map((def) => def.path);
  const routes = ROUTES.filter((route) => staticPaths.includes(route.path));
  expect(routes.map((route) => route.path).sort()).toEqual([...staticPaths].sort());
  await context.setOffline(true);
  served.length = 0;
  for (const locale of ['es', 'en'] as const) {
    for (const route of routes) {
      await open(pageUrl(route, locale));
      await expectNotBroken(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Painted from the precached rendering, then hydrated.
      if (findRouteDef(routeTable, route.path)?.prerender)
        await expect(page.locator('#root')).toHaveAttribute(
          'data-prerendered',
          `${route.path.toLowerCase()}|${locale}`,
        );
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
    }
  }
  await open(`/?type=1#${paths.privacyPolicy}`);
  await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
  expect(served).toEqual([]);
  await context.setOffline(false);
});

test('offline, every data route shows the offline message, and its retry works once the network is back', async () => {
  test.setTimeout(120_000);
  const dataPaths = routeTable.filter((def) => def.data).map((def) => def.path);
  const rows = dataPaths.map((path) => {
    // The fault matrix's load row for the route: its demo query, its retry and what recovered looks like.
    const row = MATRIX.find((entry) => entry.kind === 'load' && entry.route.split('?')[0] === path);
    if (!row) throw new Error(`no load row for ${path} in tests/e2e/matrix/table.ts`);
    return { ...row, message: OFFLINE_MESSAGES[path] ?? OFFLINE_MESSAGE };
  });
  for (const row of rows) {
    await context.setOffline(true);
    served.length = 0;
    // The market in the URL: the tab keeps the one it was last opened in (English, just above).
    await open(`/?type=2#${row.route}`);
    await expect(page.getByRole('alert').filter({ hasText: row.message }).first(), row.route).toBeVisible();
    await expectNotBroken(page);
    expect(served, row.route).toEqual([]);
    await context.setOffline(false);
    await (row.retry ?? ((retryPage: Page) => retryPage.getByRole('button', { name: 'Reintentar' }).click()))(
      page,
    );
    await row.expectRecovered(page);
  }
  // The other language's texts come from the precache too.
  await context.setOffline(true);
  await open(`/?type=1#${paths.customerService}`);
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No connection. Check your network and try again.');
  await context.setOffline(false);
});

test('offline, /carpmm shows the reference kept from an earlier visit; a new one asked for offline shows it marked as saved', async () => {
  const voucher = `/?type=2#${paths.repayInstructions}?productId=7&orderId=9001&amount=345000&payCode=OXXO&requestType=1`;
  await open(voucher);
  const code = page.getByRole('region', { name: 'Código de pago' });
  await expect(code.getByText('9300128851792493')).toBeVisible();

  await context.setOffline(true);
  served.length = 0;
  await open(voucher);
  // The same payment: the kept reference, with no call.
  await expect(code.getByText('9300128851792493')).toBeVisible();
  await page.getByRole('button', { name: 'Generar una referencia nueva' }).click();
  await page
    .getByRole('dialog', { name: '¿Generar una referencia nueva?' })
    .getByRole('button', { name: 'Sí, generar otra' })
    .click();
  await expect(page.getByRole('alert')).toContainText('Sin conexión');
  const saved = await expectKeptVoucher(page, '9300128851792493');
  expect(served).toEqual([]);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('region', { name: 'Código de pago' })).toBeVisible();
  await expect(saved).toBeHidden();
});

test('a new deploy never switches an open page; it takes over on the next reload and the old cache goes', async () => {
  test.setTimeout(60_000);
  const oldFiles = precacheList(dist);
  const newFiles = precacheList(nextDist);
  const oldOnly = oldFiles.filter((file) => !newFiles.includes(file));
  expect(oldOnly.length).toBeGreaterThan(0);

  // An open page of the current build, its registration done.
  const registered = page.waitForRequest((request) => /\/register-[\w-]+\.js$/.test(request.url()));
  await open('/');
  await registered;
  await expect(page.getByRole('link', { name: NEXT_DEPLOY_PHONE })).toHaveCount(0);

  // The deploy: the same origin now serves the next build. The open page finds the new worker...
  await stopServer();
  await serve(nextDist);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(async () => (await workerStates()).waiting).toBe('installed');
  // ...which declines to take over this page (its files are not the new build's), so the page goes on
  // with the files it started with: a route it has not opened yet still loads, from the old precache
  // (the server no longer has those files).
  expect(await waitingWorkerAccepts()).toBe(false);
  // The hash goes in as an argument: the function runs in the page, where `paths` is not in scope.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${paths.privacyPolicy}`);
  await expect(page.getByRole('heading', { name: 'Aviso de privacidad integral' })).toBeVisible();
  await expectNotBroken(page);
  expect(await workerStates()).toEqual({ active: 'activated', waiting: 'installed', controlled: true });

  // The next reload: the page comes from the network (the new build), and its worker takes over.
  await page.evaluate(() => {
    window.location.hash = '#/';
  });
  await page.reload();
  await expect(page.getByRole('link', { name: NEXT_DEPLOY_PHONE })).toBeVisible();
  await expect.poll(workerStates).toEqual({ active: 'activated', waiting: null, controlled: true });
  await expect.poll(cachedPaths).toEqual([...newFiles].sort());
  expect((await cachedPaths()).filter((file) => oldOnly.includes(file))).toEqual([]);

  // Offline, the new build opens from the new precache.
  await context.setOffline(true);
  served.length = 0;
  await open('/');
  await expect(page.getByRole('link', { name: NEXT_DEPLOY_PHONE })).toBeVisible();
  expect(served).toEqual([]);
  await context.setOffline(false);
});
