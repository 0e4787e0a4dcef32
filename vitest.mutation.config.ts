import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * How StrykerJS (stryker.config.mjs) runs the unit tests: a mutant's run starts a fresh worker, so what a test
 * file needs before its first line (jsdom, tests/setup.ts with MSW and the demo backend) is paid once per
 * mutant, 3–10 s on this 2-core machine. A unit test of a calculation needs neither: those files (found by
 * reading them: no DOM, no demo server, no session, no module replaced) run in Node with no setup, about 1 s a
 * run; the rest as vitest.config.ts runs them. `npm test` does not use this file. A test whose code reads the
 * browser though the test does not (window, storage) fails Stryker's first run in the `logic` project with
 * "window is not defined": name it in BROWSER_CODE.
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
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = testFiles('tests/unit').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const pick = (keep: (file: { file: string; text: string }) => boolean) =>
  files.filter(keep).map(({ file }) => file);
const logic = pick(
  ({ file, text }) =>
    file.endsWith('.ts') && !BROWSER_CODE.has(file) && !NEEDS_THE_APP.test(text) && !ISOLATING.test(text),
);
const isolated = pick(({ text }) => ISOLATING.test(text));
const shared = pick(({ file }) => !logic.includes(file) && !isolated.includes(file));
const all = files.map(({ file }) => file);
const except = (keep: string[]) => ['tests/integration/**', ...all.filter((file) => !keep.includes(file))];

export default defineConfig((env) => {
  const base = viteConfig(env);
  const { setupFiles, ...test } = base.test ?? {};
  return mergeConfig(
    { ...base, test },
    {
      test: {
        pool: 'threads',
        projects: [
          {
            extends: true,
            test: { name: 'logic', environment: 'node', isolate: false, exclude: except(logic) },
          },
          { extends: true, test: { name: 'shared', isolate: false, setupFiles, exclude: except(shared) } },
          { extends: true, test: { name: 'isolated', isolate: true, setupFiles, exclude: except(isolated) } },
        ],
      },
    },
  );
});
