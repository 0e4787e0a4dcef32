import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { domQuiet } from './layout/held-answers';
import { DEMO_SCENARIO_COOKIE, formatDemoScenario } from '../../src/config/demo-scenario';
import { paths } from '../../src/config/paths';

/**
 * Fresh when the borrower comes back: a borrower who pays in the bank's app and switches back sees the new
 * status, with no reload and nothing moving that did not change. What only a browser measures, the layout
 * shifts; when a refresh is sent at all (not after a short look away, on pageshow from the back-forward
 * cache) is tests/integration/app/refresh-on-return.test.tsx's.
 */

const LOAN = `${paths.loanDetails}?productId=7&orderId=9001`;
/** Over lib/router/refresh.ts's REFRESH_AFTER_AWAY_MS (5 s). */
const AWAY_MS = 5500;

/** The webview's page stays alive while another app is in front (conventions.md "Coming back to the page"). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('pays on the demo while the page is hidden (174 → 200) and shows the new status on return: no reload, no loading state, one update', async ({
  page,
  context,
  baseURL,
  pageErrors,
}) => {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${node.textContent?.trim().slice(0, 30) ?? ''}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: entry.startTime,
            sources: (entry.sources ?? []).map((source) => describe(source.node)),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/#${LOAN}`);
  const repay = page.getByRole('link', { name: 'Pagar', exact: true });
  await expect(repay).toBeVisible();

  // The borrower pays: from Pagar to a channel, the payment reference is generated (/carpmm), and back.
  await repay.click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repay}\?`));
  await page.getByRole('link', { name: /^OXXO/ }).click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repayInstructions}\?`));
  await expect(page.getByRole('heading', { name: 'Paga en OXXO · Pago del préstamo' })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible();
  // Settled after the way back (its own shifts, if any, are not this test's subject).
  await domQuiet(page);
  const since = await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
    return performance.now();
  });

  // Off to the bank's app; meanwhile the payment posts (the demo backend's order becomes 200).
  await setVisibility(page, 'hidden');
  await context.addCookies([
    { name: DEMO_SCENARIO_COOKIE, value: formatDemoScenario({ status: '200' }), url: baseURL! },
  ]);
  await page.waitForTimeout(AWAY_MS);
  const refreshed = page.waitForResponse((response) => response.url().includes('/loan-details/loan-details'));
  await setVisibility(page, 'visible');
  await refreshed;

  await expect(page.getByRole('link', { name: 'Pedir otro préstamo' })).toBeVisible();
  await domQuiet(page);
  await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toHaveCount(0);
  await expect(page.locator('.deferred-loading')).toHaveCount(0);
  const after = await page.evaluate(() => ({
    samePage: (window as unknown as { __samePage?: boolean }).__samePage === true,
    shifts: (window as unknown as { __shifts: { value: number; at: number; sources: string[] }[] }).__shifts,
  }));
  expect(after.samePage, 'no reload').toBe(true);
  // The status block and the "already paid?" panel (status 200 forgets the kept voucher) change with the
  // data, so what is below them moves, once: the page updates in one step, never through a loading state.
  const shifts = after.shifts.filter((shift) => shift.at >= since);
  expect(shifts.length, `one update: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(1);
  test.info().annotations.push({ type: 'shift on the status change', description: JSON.stringify(shifts) });
  expect(pageErrors).toEqual([]);
});

test('coming back to unchanged data refreshes it and moves nothing', async ({ page, pageErrors }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/#${LOAN}`);
  await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible();
  await domQuiet(page);
  const before = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length);
  await setVisibility(page, 'hidden');
  await page.waitForTimeout(AWAY_MS);
  const refreshed = page.waitForResponse((response) => response.url().includes('/loan-details/loan-details'));
  await setVisibility(page, 'visible');
  await refreshed;
  await domQuiet(page);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.slice(before).reduce((sum, value) => sum + value, 0)).toBe(0);
  await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
