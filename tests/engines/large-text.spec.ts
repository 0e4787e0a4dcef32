import { paths } from '../../src/config/paths';
import { layoutProblems, MIN_TARGET, type LayoutReport } from '../e2e/layout/checks';
import { installTextZoom } from '../e2e/layout/text-zoom';
import { ROUTES, pageUrl, type Locale } from '../e2e/routes';
import { test, expect } from './fixtures';

/**
 * Large text in this engine: a sample of pages with every font size doubled (as Android's system font size
 * scales a webview; text-zoom.ts) at 360×640, measured by the same in-page checks as the Chromium suite
 * (tests/e2e/page-audit.spec.ts runs every route, both markets, and 320 px): nothing wider than the screen,
 * no amount, date or word broken over lines, no text over text, every control visible, reachable and
 * 44×44. A money page, the contract, the complaint list and the registration landing.
 */

const SAMPLE: { path: string; locale: Locale }[] = [
  { path: paths.loanDetails, locale: 'es' },
  { path: paths.loanAgreement, locale: 'en' },
  { path: paths.complaintList, locale: 'es' },
  { path: paths.agreementTemplate, locale: 'en' },
];

for (const { path, locale } of SAMPLE) {
  const route = ROUTES.find((entry) => entry.path === path)!;
  test(`large text: ${locale} ${path} fits the screen with every font size doubled`, async ({ page }) => {
    await page.goto(pageUrl(route, locale));
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('main .loading')).toHaveCount(0);
    // Disclosures opened, as a borrower would: what they fold away (the grievance escalation's phones,
    // e-mails and links) is measured too; folded, it is not on screen.
    const folded = page.locator('details:not([open]) > summary');
    for (let count = await folded.count(); count > 0; count -= 1) await folded.first().click();
    await expect(page.locator('details:not([open])')).toHaveCount(0);
    const headingSize = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('h1')!).fontSize));
    const normal = await headingSize();
    await page.evaluate(installTextZoom);
    await page.evaluate(() => (window as unknown as { __textZoom: (factor: number) => void }).__textZoom(2));
    // Two frames for the engine to lay the bigger text out.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    // The zoom took in this engine: the measurement below is of doubled text.
    expect(await headingSize()).toBeCloseTo(normal * 2, 0);
    const report: LayoutReport = await page.evaluate(layoutProblems, MIN_TARGET);
    expect(report.counted.words, 'words measured').toBeGreaterThan(10);
    expect(report.problems, report.problems.join('\n')).toEqual([]);
  });
}
