import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which test files need what, found by reading them, so a new file lands in the right project without being
 * listed (vitest.config.ts for `npm test`, vitest.mutation.config.ts for StrykerJS):
 *
 * - `logic`: a unit test of a calculation, with no DOM, no demo server, no session and no module replaced.
 *   It runs in Node with no setup: jsdom and tests/setup.ts (MSW, the stores) cost about 0.8 s a file, most of
 *   what such a file takes.
 * - `isolating`: a file that replaces a module (`vi.mock`, `vi.doMock`), reloads modules (`vi.resetModules`)
 *   or stubs the environment (`vi.stubEnv`): it gets a fresh module graph of its own.
 * - the rest share their worker's module graph and jsdom, tests/setup.ts resetting what a test leaves behind.
 *
 * A test whose code reads the browser though the test does not (window, storage) fails in Node with "window
 * is not defined": name it in BROWSER_CODE.
 */
const BROWSER_CODE = new Set([
  'tests/unit/lib/safe-url.test.ts',
  'tests/unit/repayment/voucher-intent.test.ts',
]);
const NEEDS_THE_APP =
  /@testing-library|from 'msw'|@\/demo\/node|support\/(render-route|on-call|record-requests|fake-bridge|fake-canvas)|\bserver\.|\bdocument\.|\bwindow\b|localStorage|sessionStorage|\bnavigator\.|initSession|sessionStore|\bfetch\(|\brender\(|renderRoute|vitest-environment|HTMLElement/;
const ISOLATING = /\bvi\.(mock|doMock|resetModules|stubEnv)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' || entry.name === 'engines' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = testFiles('tests').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Every Vitest file (the browser tests under tests/e2e and tests/engines are Playwright's). */
export const allTests = files.map(({ file }) => file);
export const isolatingTests = files.filter(({ text }) => ISOLATING.test(text)).map(({ file }) => file);
export const logicTests = files
  .filter(
    ({ file, text }) =>
      file.startsWith('tests/unit/') &&
      file.endsWith('.ts') &&
      !BROWSER_CODE.has(file) &&
      !NEEDS_THE_APP.test(text) &&
      !ISOLATING.test(text),
  )
  .map(({ file }) => file);
export const sharedTests = allTests.filter(
  (file) => !logicTests.includes(file) && !isolatingTests.includes(file),
);
