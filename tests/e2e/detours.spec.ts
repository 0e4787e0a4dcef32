import { NEXT_DEPLOY_MARK } from '../../scripts/e2e-next-deploy';
import { CRASH_TITLE } from './matrix/page-checks';
import { ROUTES, pageUrl } from './routes';
import { test, expect } from './detours/harness';

/**
 * Detours: what a borrower does besides the straight path (a deploy under an open app, back and forward, a
 * reload, a slow next file, a lost session), each run in Chromium, WebKit and Gecko through
 * tests/e2e/detours/harness.ts, never retried: a detour that passes only sometimes is a failure here.
 * A money journey carries the tag @money (scripts/ci-summary.ts). How to add one: README, "What the
 * tests cover".
 */
test.describe.configure({ retries: 0 });

const NOT_FOUND = /^(Página no encontrada|Page not found)$/;

test('a deploy: the next build under the same headers, and every page of it loads with no CSP violation', async ({
  page,
  deploy,
}) => {
  test.setTimeout(240_000);
  // The shell, a deep link and the build's entry file (its name changes with the build; its headers may not).
  const paths = async () => {
    const html = await (await fetch(`${deploy.origin}/`)).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    return ['/', '/index.html', '/some/deep/link', entry!];
  };
  const before = await Promise.all((await paths()).map(deploy.headers));
  await page.goto(`${deploy.origin}/#/`);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-build-mark');

  // The next build goes in place under the running server; nothing about the server changes.
  deploy.swap();
  expect(await Promise.all((await paths()).map(deploy.headers))).toEqual(before);

  // The open page reloads into the next build: its inline script ran and its stylesheet applies, under
  // the headers the first build was served with.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-build-mark', NEXT_DEPLOY_MARK);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--build-mark')),
  ).toBe(`"${NEXT_DEPLOY_MARK}"`);

  // Every page of the next build, each a fresh load (the query before the hash makes it one).
  for (const [index, route] of ROUTES.entries()) {
    const url = pageUrl(route).replace(/^\//, `${deploy.origin}/?deploy=${index}`);
    await page.goto(url);
    await expect(page.locator('h1').first(), route.path).toBeVisible();
    await expect(page.locator('main .loading'), route.path).toHaveCount(0);
    await expect(page.getByRole('heading', { name: CRASH_TITLE }), route.path).toHaveCount(0);
    await expect(page.getByRole('heading', { name: NOT_FOUND }), route.path).toHaveCount(0);
    await expect(page.locator('html'), route.path).toHaveAttribute('data-build-mark', NEXT_DEPLOY_MARK);
  }
});

test('back and forward between /repay and /Dag keep both pages working, and a reload too @money', async ({
  page,
  requests,
}) => {
  const repay = '/#/repay?productId=7&orderId=MX24050007';
  await page.goto(repay);
  const repayHeading = page.getByRole('heading', { level: 1, name: 'Pagar mi préstamo' });
  await expect(repayHeading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar con OXXO' })).toBeVisible();

  await page.goto('/#/Dag');
  const serviceHeading = page.getByRole('heading', { level: 1, name: 'Servicio al cliente' });
  await expect(serviceHeading).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/#\/repay\?productId=7&orderId=MX24050007$/);
  await expect(repayHeading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar con OXXO' })).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/#\/Dag$/);
  await expect(serviceHeading).toBeVisible();

  await page.goBack();
  await page.reload();
  await expect(repayHeading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar con OXXO' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: CRASH_TITLE })).toHaveCount(0);
  // Two full loads of index.html (the first and the reload); history moves within the one document.
  expect(requests('/index.html') + requests('/')).toBe(2);
});

test("a slow network for the next page's files: it arrives late, with no failure message on the way", async ({
  page,
  slowAssets,
}) => {
  await page.goto('/#/About');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  const filesBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await slowAssets(2_000);
  const start = Date.now();
  await page.goto('/#/Dag');
  await expect(page.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeVisible({
    timeout: 15_000,
  });
  // The page's own code came over the slow network (held server-side, in every engine).
  expect(Date.now() - start).toBeGreaterThanOrEqual(2_000);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(
    filesBefore,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: CRASH_TITLE })).toHaveCount(0);
});
