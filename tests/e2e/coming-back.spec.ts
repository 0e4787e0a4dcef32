import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { domQuiet } from './layout/held-answers';
import { calls } from '../../src/config/calls';
import { paths } from '../../src/config/paths';

/**
 * Fresh when the borrower comes back: the page refreshes its data in place, and what only a browser measures
 * is that nothing moves. That the new status shows after paying elsewhere (174 → 200) with no reload and no
 * loading state, and when a refresh is sent at all (not after a short look away, on pageshow from the
 * back-forward cache), is tests/integration/app/refresh-on-return.test.tsx's.
 */

const LOAN = `${paths.loanDetails}?productId=7&orderId=9001`;
/** Over lib/router/hooks.ts's REFRESH_AFTER_AWAY_MS (5 s). */
const AWAY_MS = 5500;

/** The webview's page stays alive while another app is in front (conventions.md "Coming back to the page"). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

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
  const refreshed = page.waitForResponse((response) => response.url().includes(calls.loanDetails.path));
  await setVisibility(page, 'visible');
  await refreshed;
  await domQuiet(page);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.slice(before).reduce((sum, value) => sum + value, 0)).toBe(0);
  await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
