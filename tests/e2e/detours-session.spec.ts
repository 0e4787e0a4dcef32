import type { Page, Request } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { routeTable } from '../../src/app/route-table';
import { test, expect, watchNetwork } from './fixtures';
import { ROUTES, pageUrl, type Locale } from './routes';

/**
 * The detours a borrower takes that the happy path never does (conventions, "Detours to try on every money
 * page"): a reload after an in-app link with `type` only in the hash, an ended session (HTTP 401), leaving
 * while the first call is in flight, and a failed early request of a call that must not be sent twice.
 * Kept to a small API (goto, reload, locators, click, toBeVisible/toHaveText, request counting, page.route)
 * so that the three-engine harness can run it later.
 */

const DETAILS_CALL = '/v3/loan-details/loan-details';
const REPAY_CALL = '/v3/installment/loan-play-detail';
/** Where the fake host's goLogin reports itself: a request the test counts, answered here. */
const BRIDGE_CALL = '/__test-bridge/goLogin';

const callsTo = (page: Page, path: string): Request[] => {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) requests.push(request);
  });
  return requests;
};

/**
 * The Android host's JS interface (contract §6) with only `goLogin`, which tells the test by a request.
 * Installed before the app runs, as a webview injects it.
 */
async function installHost(page: Page): Promise<Request[]> {
  await page.route(`**${BRIDGE_CALL}`, (route) => route.fulfill({ status: 204, body: '' }));
  await page.addInitScript((url) => {
    (window as unknown as Record<string, unknown>).AndroidBridge = {
      goLogin: () => void fetch(url, { method: 'POST' }),
    };
  }, BRIDGE_CALL);
  return callsTo(page, BRIDGE_CALL);
}

test.describe('the market survives an in-app link and a reload', () => {
  test('type=1 in the hash, a link, a reload: still English and ₹, and calls carry type=1', async ({
    page,
  }) => {
    const repayCalls = callsTo(page, REPAY_CALL);
    // contract §1's own example: the session before the #, the market in the hash route's query.
    await page.goto(
      `/?deviceId=d-1&sessionId=s-1#${paths.loanDetails}?productId=7&orderId=IN24050007&type=1`,
    );
    await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();

    await page.getByRole('link', { name: 'Repay' }).click();
    await expect(page.getByRole('heading', { name: 'Repay my loan' })).toBeVisible();
    expect(page.url()).not.toContain('type=1');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Repay my loan' })).toBeVisible();
    await expect(page.getByText(/₹/).first()).toBeVisible();
    await expect(page.getByText(/\$/)).toHaveCount(0);
    expect(repayCalls.length).toBeGreaterThanOrEqual(2);
    for (const call of repayCalls) {
      const query = new URL(call.url()).searchParams;
      expect(query.get('type')).toBe('1');
      expect(query.get('sessionId')).toBe('s-1');
    }
  });
});

/** contract §8: the data pages of a borrower's session (the ad landing and download page have none). */
const LOADS = new Set(routeTable.filter((def) => def.data).map((def) => def.path));
const SESSION_PAGES = ROUTES.filter(
  (route) =>
    LOADS.has(route.path) && route.path !== paths.agreementTemplate && route.path !== paths.downloadTemplate,
);
const ENDED = {
  es: { title: 'Tu sesión terminó', logIn: 'Iniciar sesión' },
  en: { title: 'Your session has ended', logIn: 'Log in' },
} as const;

for (const locale of ['es', 'en'] as Locale[]) {
  test(`a 401 on each data page offers log-in through the host (${locale})`, async ({ page, scenario }) => {
    test.setTimeout(120_000);
    const logIns = await installHost(page);
    await scenario({ faults: { '*': '401' } });
    for (const route of SESSION_PAGES) {
      await page.goto('about:blank');
      await page.goto(pageUrl(route, locale));
      await expect(page.getByRole('heading', { name: ENDED[locale].title }), route.path).toBeVisible();
      await expect(page.getByRole('button', { name: /Reintentar|Retry|Try again/ })).toHaveCount(0);
      await expect(page.getByText(/conexión|connection/i)).toHaveCount(0);
      const before = logIns.length;
      await page.getByRole('button', { name: ENDED[locale].logIn }).click();
      await expect.poll(() => logIns.length, route.path).toBe(before + 1);
    }
  });
}

test('leaving while the first call is in flight shows no error and logs none', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${DETAILS_CALL}*`, async (route) => {
    await held;
    // The page aborted it when the borrower left; nothing is left to answer then.
    await route.continue().catch(() => undefined);
  });
  const details = callsTo(page, DETAILS_CALL);
  const network = watchNetwork(page);
  await page.goto(`/#${paths.loanDetails}?productId=7&orderId=MX24050007`);
  await expect.poll(() => details.length).toBe(1);

  await page.goto(`/#${paths.aboutUs}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  release();

  await network.quiet();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(details).toHaveLength(1);
  // The fixture fails the test on any console error or page error.
});

test.describe("the HTML's early request", () => {
  const PAGE = `/#${paths.loanDetails}?productId=7&orderId=MX24050007`;
  const SERVER_DOWN = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, code: 500, message: 'Servicio no disponible' }),
  };

  test('a 5xx on an early POST that is not repeatable is not sent twice: its failure is shown', async ({
    page,
  }) => {
    // Every first call today is a read (repeatable). To see a write's rule, the build's preload map in
    // index.html marks loan details as not repeatable: the transport then takes the early failure as its own.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const marked = html.replace(
          `"path":"${DETAILS_CALL}","fromRouteQuery":["productId","orderId"],"repeatable":true`,
          `"path":"${DETAILS_CALL}","fromRouteQuery":["productId","orderId"],"repeatable":false`,
        );
        expect(marked, 'the preload map names the call').not.toBe(html);
        await route.fulfill({ response, body: marked });
      },
    );
    const details = callsTo(page, DETAILS_CALL);
    let serverDown = true;
    await page.route(`**${DETAILS_CALL}*`, (route) =>
      serverDown ? route.fulfill(SERVER_DOWN) : route.continue(),
    );
    const network = watchNetwork(page);

    await page.goto(PAGE);
    await expect(page.getByText('Servicio no disponible')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await network.quiet();
    expect(details).toHaveLength(1);

    // A retry is the borrower's own choice, and goes out once.
    serverDown = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Detalles del préstamo' })).toBeVisible();
    expect(details).toHaveLength(2);
  });

  test('a read whose early request failed is sent again by the transport', async ({ page }) => {
    const details = callsTo(page, DETAILS_CALL);
    let failed = false;
    await page.route(`**${DETAILS_CALL}*`, async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill(SERVER_DOWN);
    });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Detalles del préstamo' })).toBeVisible();
    await expect(page.getByText('Servicio no disponible')).toHaveCount(0);
    expect(details).toHaveLength(2);
  });
});
