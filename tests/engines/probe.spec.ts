import { test, expect } from './fixtures';
import { paths } from '../../src/config/paths';

/**
 * The fixtures' probe works in this engine: a page error and a CSP violation fail a test (classic WebDriver
 * reports no console, so a same-origin probe script keeps them). Every route rendering its content in this
 * engine, under the production CSP, is the walk in tests/e2e/detours.spec.ts ("a deploy").
 */

test('the probe sees a page error and a CSP violation in this engine', async ({ page, pageErrors }) => {
  await page.goto(`/#${paths.officialAbout}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    // An inline script: the production CSP has no 'unsafe-inline', so it must be refused and reported.
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    setTimeout(() => {
      throw new Error('probe check');
    });
  });
  // Which of the two the engine reports first varies from run to run (WebKit): sorted, the CSP's comes first.
  await expect
    .poll(async () => (await pageErrors()).slice().sort())
    .toEqual([expect.stringMatching(/^csp: script-src(-elem)? blocked inline/), 'pageerror: probe check']);
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false),
  ).toBe(false);
  // Both were provoked here: clear them so the fixture's own check passes.
  await page.evaluate(() => sessionStorage.removeItem('__engineProbe'));
});
