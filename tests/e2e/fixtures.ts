import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_SCENARIO_COOKIE, formatDemoScenario, type DemoScenario } from '../../src/config/demo-scenario';

/**
 * Browser-test fixtures: every test fails on a console error or an uncaught page error (a CSP violation
 * shows as a console error), and can set the demo scenario cookie.
 */
export const test = base.extend<{
  scenario: (scenario: Partial<DemoScenario>) => Promise<void>;
  pageErrors: string[];
  engineLabel: void;
}>({
  // The report names the engine and its version (scripts/ci-summary.ts prints it).
  engineLabel: [
    async ({ browser }, use, testInfo) => {
      testInfo.annotations.push({ type: 'engine', description: `Chromium ${browser.version()}` });
      await use();
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
  scenario: async ({ context, baseURL }, use) => {
    await use(async (scenario) => {
      await context.addCookies([
        { name: DEMO_SCENARIO_COOKIE, value: formatDemoScenario(scenario), url: baseURL! },
      ]);
    });
  },
});

export { expect };

export interface Network {
  quiet: () => Promise<void>;
}

/**
 * Waits for the page's network to be quiet: no request of the page or its frames in flight for `quietMs`.
 * Playwright's own 'networkidle' sometimes never arrives on a page with an iframe (/Policy frames
 * /PrivacyPolicy: 1 open in 6 here, and it failed a CI run), so the requests are counted here. Call before
 * navigating; await `quiet()` after.
 */
export function watchNetwork(page: Page, quietMs = 500): Network {
  let inFlight = 0;
  let changed = Date.now();
  page.on('request', () => {
    inFlight += 1;
    changed = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: () =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - changed >= quietMs, { timeout: 15_000, intervals: [100] })
        .toBe(true),
  };
}

/**
 * Opens a hash route with page-level query (session keys, type). Without a `type` it opens in Mexico
 * (`type=2`) explicitly: the tab keeps the session (contract §2), so a URL without a market after an
 * Indian page would restore India.
 */
export async function openRoute(page: Page, route: string, pageQuery = ''): Promise<void> {
  const query = /[?&]type=/.test(pageQuery) ? pageQuery : pageQuery ? `${pageQuery}&type=2` : '?type=2';
  await page.goto(`/${query}#${route}`);
}

/**
 * The voucher kept on this phone as /carpmm shows it without a network: marked as saved, with
 * its time, the reference and the barcode. Returns the panel for further checks.
 */
export async function expectKeptVoucher(page: Page, reference: string) {
  const saved = page.getByRole('region', { name: 'Referencia guardada en este teléfono' });
  await expect(saved).toBeVisible();
  await expect(
    saved.getByText(
      /^Referencia guardada el \d{1,2} [^\s,]+( \d{4})?,? \d{1,2}:\d{2}[^—]* — puede no estar actualizada\.$/,
    ),
  ).toBeVisible();
  await expect(saved.getByText(reference)).toBeVisible();
  await expect(saved.getByRole('img', { name: 'Código para pagar (guardado)' })).toBeVisible();
  return saved;
}
