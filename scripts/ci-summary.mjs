// Prints the plain closing line `N passed, M failed` over every suite (Vitest and Playwright).
import { existsSync, readFileSync } from 'node:fs';

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

if (existsSync('.playwright-report.json')) {
  const report = JSON.parse(readFileSync('.playwright-report.json', 'utf8'));
  const stats = report.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  parts.push(
    `playwright ${(stats.expected ?? 0) + (stats.flaky ?? 0)}/${(stats.expected ?? 0) + (stats.flaky ?? 0) + (stats.unexpected ?? 0)}`,
  );
} else {
  failed += 1;
  parts.push('playwright: no report');
}

console.log(`(${parts.join(', ')})`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
