import type { BrowserContext, Page, Request } from '@playwright/test';
import {
  DEMO_FAULTS,
  DEMO_SCENARIO_COOKIE,
  formatDemoScenario,
  type DemoEndpoint,
  type DemoFault,
} from '../../src/config/demo-scenario';
import { test, expect } from './fixtures';
import { expectHumanMessage, expectNotBroken, snapshotFields } from './matrix/page-checks';
import { ENDPOINT_PATHS, MATRIX, type MatrixRow } from './matrix/table';

/**
 * Every class of failure the transport tells apart, in the production build under its CSP, against one read
 * (the loan details' load) and one write (the loan application, loanConfirmSubmit): HTTP 500 with a message, a
 * dropped connection, no answer within the build's 4 s time-out, truncated JSON, valid JSON of the wrong
 * shape and a business code. For each: the page neither goes blank nor crashes, a human-readable message
 * shows, nothing the borrower entered is lost, and once the fault is lifted the retry a borrower uses works.
 * A business code is a refusal, not a failure: a load refused so offers no Retry (the same call would be
 * refused again); the borrower comes back later.
 *
 * What the error view says for each class of failure is tests/unit/components/error-view.test.tsx's, every
 * data page's wiring of it tests/integration/app/error-states.test.tsx's, and how each failure is classified
 * tests/unit/http/classify.test.ts's. A 401 is an ended session, never a failure: on every data page and on
 * this write (what the borrower entered kept) in tests/integration/app/session-ended.test.tsx, with the
 * host's log-in in three engines in tests/e2e/detours.spec.ts.
 */

const RETRY = /^(Reintentar|Retry)$/;

const row = (call: DemoEndpoint, kind: MatrixRow['kind']) =>
  MATRIX.find((entry) => entry.call === call && entry.kind === kind)!;
const READ = row('loanDetails', 'load');
const WRITE = row('loanConfirmSubmit', 'action');

/** Resolves when the call has an outcome in the browser (answered, dropped, or aborted by the time-out). */
function callSettled(page: Page, call: DemoEndpoint, timeout = 20_000): Promise<void> {
  const path = ENDPOINT_PATHS[call];
  return new Promise((resolve, reject) => {
    const onRequest = (request: Request) => {
      if (!new URL(request.url()).pathname.endsWith(path)) return;
      cleanup();
      resolve();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the ${call} call never happened or never settled`));
    }, timeout);
    const cleanup = () => {
      clearTimeout(timer);
      page.off('requestfinished', onRequest);
      page.off('requestfailed', onRequest);
    };
    page.on('requestfinished', onRequest);
    page.on('requestfailed', onRequest);
  });
}

/** Lifting the fault is clearing the cookie, as a borrower's network recovering would. */
async function setFault(context: BrowserContext, baseURL: string, call: DemoEndpoint, fault?: DemoFault) {
  await context.clearCookies();
  const value = formatDemoScenario({ faults: fault ? { [call]: fault } : {} });
  if (value) await context.addCookies([{ name: DEMO_SCENARIO_COOKIE, value, url: baseURL }]);
}

// A 401 is an ended session, not a failure (above).
const FAILURES = DEMO_FAULTS.filter((fault) => fault !== '401');

for (const fault of FAILURES) {
  test(`the loan details' load × ${fault}`, async ({ page, context, baseURL, pageErrors }) => {
    await setFault(context, baseURL!, READ.call, fault);
    const settled = callSettled(page, READ.call);
    await page.goto(`/#${READ.route}`);
    await settled;
    await expectNotBroken(page);

    await expectHumanMessage(page);
    const refused = fault === 'code';
    if (refused) await expect(page.getByRole('button', { name: RETRY })).toHaveCount(0);
    else await expect(page.getByRole('button', { name: RETRY }).first()).toBeEnabled();

    await setFault(context, baseURL!, READ.call);
    if (refused) await page.reload();
    else await page.getByRole('button', { name: RETRY }).first().click();
    await READ.expectRecovered(page);
    expect(pageErrors).toEqual([]);
  });
}

for (const fault of FAILURES) {
  test(`the loan application (loanConfirmSubmit) × ${fault} @money`, async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    await setFault(context, baseURL!, WRITE.call);
    await page.goto(`/#${WRITE.route}`);
    await WRITE.prepare!(page);
    const before = await snapshotFields(page);
    await setFault(context, baseURL!, WRITE.call, fault);
    const settled = callSettled(page, WRITE.call);
    await WRITE.fire!(page);
    await settled;
    await expectNotBroken(page);

    await expectHumanMessage(page);
    expect(await snapshotFields(page), 'what the borrower entered is kept').toEqual(before);

    await setFault(context, baseURL!, WRITE.call);
    await WRITE.fire!(page);
    await WRITE.expectRecovered(page);
    expect(pageErrors).toEqual([]);
  });
}
