// Prints the plain closing line `N passed, M failed` over every suite: Vitest, and Playwright per engine
// (Chromium runs tests/e2e; WebKit and Gecko run the compact suite in tests/engines).
import { existsSync, readFileSync } from 'node:fs';

const ENGINES = ['chromium', 'webkit', 'gecko'];

let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];

if (existsSync('.vitest-report.json')) {
  const report = JSON.parse(readFileSync('.vitest-report.json', 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  parts.push(`vitest ${report.numPassedTests}/${report.numTotalTests}`);
} else {
  failed += 1;
  parts.push('vitest: no report');
}

/** Every test of the Playwright report with its project, final outcome and annotations. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) tests.push(test);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

if (existsSync('.playwright-report.json')) {
  const report = JSON.parse(readFileSync('.playwright-report.json', 'utf8'));
  const tests = playwrightTests(report);
  // Errors outside any test (a config or webServer failure, a crashed worker) count as one failure.
  if ((report.errors ?? []).length) failed += 1;
  for (const engine of ENGINES) {
    const own = tests.filter((test) => test.projectName === engine);
    const ok = own.filter((test) => test.status === 'expected' || test.status === 'flaky').length;
    const bad = own.filter((test) => test.status === 'unexpected').length;
    const skip = own.filter((test) => test.status === 'skipped').length;
    const label = own.flatMap((test) => test.annotations ?? []).find((note) => note.type === 'engine');
    passed += ok;
    failed += bad;
    skipped += skip;
    if (own.length === 0) {
      // An engine that ran nothing did not pass.
      failed += 1;
      parts.push(`${engine}: no tests ran`);
    } else parts.push(`${engine}${label ? ` (${label.description})` : ''} ${ok}/${ok + bad}`);
  }
} else {
  failed += 1;
  parts.push('playwright: no report');
}

console.log(`(${parts.join(', ')})`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
