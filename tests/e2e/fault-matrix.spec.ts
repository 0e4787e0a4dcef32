import { test, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import {
  DEMO_FAULTS,
  DEMO_SCENARIO_COOKIE,
  formatDemoScenario,
  type DemoEndpoint,
  type DemoFault,
} from '../../src/config/demo-scenario';
import { expectHumanMessage, expectNotBroken, snapshotFields } from './matrix/page-checks';
import { printSummaryWhenComplete, recordTriple } from './matrix/results';
import { ENDPOINT_PATHS, MATRIX, type MatrixRow } from './matrix/table';

/**
 * The fault matrix: every backend call of every data route (tests/e2e/matrix/table.ts), each of the
 * demo faults in turn (HTTP 500, dropped connection, no answer within the 4 s e2e time-out, truncated
 * JSON, valid JSON of the wrong shape, an unknown business code). For each triple: the page neither goes
 * blank nor crashes, a human-readable message shows, a retry is offered and works once the fault is
 * lifted, and nothing the borrower entered is lost. A business code is a refusal, not a failure: a page
 * load refused so offers no Retry (the same call would be refused again); the borrower comes back later.
 */

const RETRY = /^(Reintentar|Retry)$/;

/**
 * The matrix's faults: every demo fault but `401`. An ended session is no failure to retry: it offers
 * log-in instead, on every data page in both markets (tests/e2e/detours.spec.ts).
 */
const FAULTS = DEMO_FAULTS.filter((fault) => fault !== '401');

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

async function setScenario(context: BrowserContext, baseURL: string, row: MatrixRow, fault?: DemoFault) {
  // Lifting the fault is clearing the cookie, as a borrower's network recovering would.
  await context.clearCookies();
  const value = formatDemoScenario({ faults: fault ? { [row.call]: fault } : {}, flags: row.flags ?? {} });
  if (value) await context.addCookies([{ name: DEMO_SCENARIO_COOKIE, value, url: baseURL }]);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test.describe.configure({ mode: 'parallel' });

for (const row of MATRIX) {
  for (const fault of FAULTS) {
    test(`${row.route} · ${row.call} (${row.kind}: ${row.trigger}) × ${fault}`, async ({
      page,
      context,
      baseURL,
    }) => {
      const bug = row.knownBugs?.[fault];
      test.fail(Boolean(bug), bug);
      const errors = watchErrors(page);
      await page.route('https://pay.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pay</title><h1>Pay</h1>' }),
      );
      const url = `/#${row.route}`;

      let before: Record<string, string> | undefined;
      if (row.prepare) {
        await setScenario(context, baseURL!, row);
        await page.goto(url);
        await row.prepare(page);
        before = await snapshotFields(page);
        await setScenario(context, baseURL!, row, fault);
        const settled = callSettled(page, row.call);
        await row.fire!(page);
        await settled;
      } else {
        await setScenario(context, baseURL!, row, fault);
        const settled = callSettled(page, row.call);
        await page.goto(url);
        if (row.fire) await row.fire(page);
        await settled;
      }

      await expectNotBroken(page);
      if (row.kind === 'beacon' || (fault === 'shape' && row.nullDataIsSuccess)) {
        await row.expectRecovered(page);
        expect(errors, 'console errors').toEqual([]);
        return;
      }

      const message = await expectHumanMessage(page);
      test.info().annotations.push({ type: 'message', description: message });
      if (before) expect(await snapshotFields(page), 'what the borrower entered is kept').toEqual(before);
      const refused = fault === 'code';
      if (row.kind === 'load' && !row.retry) {
        if (refused) await expect(page.getByRole('button', { name: RETRY })).toHaveCount(0);
        else await expect(page.getByRole('button', { name: RETRY }).first()).toBeEnabled();
      }

      await setScenario(context, baseURL!, row);
      if (row.retry) await row.retry(page);
      else if (row.kind === 'load' && refused) await page.reload();
      else if (row.kind === 'load') await page.getByRole('button', { name: RETRY }).first().click();
      else await row.fire!(page);
      await row.expectRecovered(page);
      expect(errors, 'console errors').toEqual([]);
    });
  }
}

test.afterEach(() => {
  const testInfo = test.info();
  const status = testInfo.status ?? 'unknown';
  recordTriple({
    title: testInfo.title,
    status,
    expected: testInfo.expectedStatus,
    error: testInfo.error?.message?.split('\n').slice(0, 3).join(' '),
    final: status === testInfo.expectedStatus || testInfo.retry >= testInfo.project.retries,
  });
});

test.afterAll(() => {
  printSummaryWhenComplete(MATRIX.length * FAULTS.length);
});
