import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, watchNetwork } from './fixtures';
import { EXTRA_STATES, openLoaded } from './page-states';
import { ROUTES, pageUrl, type Locale } from './routes';

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA) on every route in both languages, and on each
 * page's dialogs and other states a borrower reaches (barcode, extension reminder, rating, thank-you, image
 * and success modals, validation errors, the SMS step). Zero violations; one summary line per scan.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function scan(page: Page, label: string): Promise<string[]> {
  // Let entry transitions (dialogs, toasts) finish so colours are measured at rest.
  await page.waitForTimeout(350);
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  );
  console.log(
    `axe ${label}: ${found.length ? `${found.length} violation(s)` : 'no violations'}${incomplete.length ? ` (${incomplete.length} to review by hand)` : ''}`,
  );
  return found.map((line) => `${label}: ${line}`);
}

for (const locale of ['es', 'en'] as Locale[]) {
  for (const route of ROUTES) {
    test(`axe ${locale} ${route.path}`, async ({ page, scenario, context }) => {
      const states = EXTRA_STATES[route.path] ?? [];
      test.setTimeout(30_000 + states.length * 15_000);
      const url = pageUrl(route, locale);
      const problems: string[] = [];

      // One watch per test: it counts every open below.
      const network = watchNetwork(page);
      await openLoaded(page, network, url);
      problems.push(...(await scan(page, `${locale} ${route.path}`)));

      for (const state of states) {
        await context.clearCookies();
        if (state.flags) await scenario({ flags: state.flags });
        await openLoaded(page, network, url);
        await state.open(page);
        problems.push(...(await scan(page, `${locale} ${route.path} [${state.name}]`)));
      }
      expect(problems).toEqual([]);
    });
  }
}
