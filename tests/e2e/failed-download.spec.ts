import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import type { RouteFilesReport } from '../../scripts/route-preload/route-files';
import { paths } from '../../src/config/paths';

/**
 * Never a white screen: when a file the first paint needs fails to load (a dropped connection on a weak
 * network), the page says so in the market's language within a few seconds, with a Retry that works once
 * the file loads again. The framework chunk, then each route's own chunks, fail on a data route, a static
 * (prerendered) route and the ad landing.
 */

const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;
const report = JSON.parse(
  readFileSync(join(process.cwd(), process.env.E2E_DIST ?? 'dist-e2e', 'route-files.json'), 'utf8'),
) as RouteFilesReport;

/** The route's own chunks: what it loads beyond the shell every route shares. */
function routeChunks(path: string): RegExp {
  const route = report.routes.find((entry) => entry.path.toLowerCase() === path.toLowerCase());
  if (!route) throw new Error(`no route ${path} in route-files.json`);
  const own = route.js.filter((file) => !report.shell.js.includes(file));
  if (own.length === 0) throw new Error(`${path} has no chunk of its own`);
  const names = own.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`/(${names.join('|')})$`);
}

/**
 * The app runs the page, not only the HTML the build rendered for it: the page shows `selector`, and a link
 * to a page no build renders (customer service) opens in place.
 */
async function appRunning(page: Page, selector: string) {
  await expect(page.locator(`#root ${selector}`).first()).toBeVisible();
  // The hash goes in as an argument: the function runs in the page, where `paths` is not in scope.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${paths.customerService}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeVisible();
}

const ROUTES = [
  {
    kind: 'data route',
    path: paths.loanDetails,
    hash: `${paths.loanDetails}?productId=7&orderId=9001`,
    ready: (page: Page) => expect(page.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible(),
  },
  {
    kind: 'static route',
    path: paths.aboutUs,
    hash: paths.aboutUs,
    ready: (page: Page) => appRunning(page, 'h1'),
  },
  {
    kind: 'landing',
    path: paths.agreementTemplate,
    hash: `${paths.agreementTemplate}?id=1`,
    ready: (page: Page) => appRunning(page, 'form'),
  },
];

/** The message, from the HTML's own script or from the app's error page, whichever could run. */
function notLoaded(page: Page, english = false) {
  const alert = page.getByRole('alert').filter({
    hasText: english ? /The page could not load/ : /No se pudo cargar la página/,
  });
  return { alert, retry: alert.getByRole('button', { name: english ? 'Retry' : 'Reintentar' }) };
}

for (const { kind, path, hash, ready } of ROUTES) {
  for (const [what, files] of [
    ['the framework chunk', FRAMEWORK],
    ['its route chunk', routeChunks(path)],
  ] as const) {
    test(`${kind} ${path}: ${what} fails → message and Retry; Retry recovers once it loads`, async ({
      page,
    }) => {
      let failing = true;
      await page.route(files, (route) => (failing ? route.abort('connectionreset') : route.continue()));
      const started = Date.now();
      await page.goto(`/#${hash}`);
      const { alert, retry } = notLoaded(page);
      await expect(alert).toBeVisible({ timeout: 8000 });
      expect(Date.now() - started, 'shown within a few seconds').toBeLessThan(8000);
      await expect(retry).toBeVisible();

      failing = false;
      await retry.click();
      await ready(page);
      await expect(notLoaded(page).alert).toHaveCount(0);
    });
  }
}

test('says it in English for India (type=1), from the HTML alone', async ({ page }) => {
  await page.route(FRAMEWORK, (route) => route.abort('connectionreset'));
  await page.goto(`/?type=1#${paths.loanDetails}?productId=7&orderId=9001`);
  const { alert, retry } = notLoaded(page, true);
  await expect(alert).toBeVisible({ timeout: 8000 });
  // The framework never arrived: the message came from the HTML alone.
  await expect(retry).toBeVisible();
  const size = await retry.boundingBox();
  expect(size!.height).toBeGreaterThanOrEqual(44);
});

test('says nothing when every file loads', async ({ page }) => {
  await page.goto(`/#${paths.loanDetails}?productId=7&orderId=9001`);
  await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(notLoaded(page).alert).toHaveCount(0);
});
