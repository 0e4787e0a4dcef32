/**
 * CI's closing report, from the suites' JSON reports (.vitest-report.json, .playwright-report.json):
 * - the count per suite (Vitest, then Playwright per engine: Chromium runs tests/e2e; WebKit and Gecko the
 *   compact suite in tests/engines and the detours);
 * - each test file's time (Vitest: the file's run; Playwright, per engine: its tests' run times added up,
 *   retries included) and the ten slowest tests, so a reader sees where the time goes;
 * - every test that passed only on a retry (CI retries a failed browser test once), by name;
 * - and the plain closing line `N passed, M failed`, the totals over every suite.
 * A money journey (confirm, repay, instructions, extension, card repayment, registration: its title or a
 * describe around it carries the tag `@money`) that passed only on a retry counts as failed, and fails
 * the run: a payment path that works every other time does not work.
 *
 *   npx tsx scripts/ci-summary.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

export const ENGINES = ['chromium', 'webkit', 'gecko'] as const;
export const MONEY_TAG = '@money';

/** The part of Vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  numTotalTests?: number;
  success?: boolean;
  testResults?: {
    name: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: {
      fullName: string;
      title?: string;
      status: string;
      duration?: number | null;
      failureMessages?: string[];
      tags?: string[];
    }[];
  }[];
}

/** The part of Playwright's JSON reporter output read here. */
export interface PlaywrightReport {
  errors?: unknown[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    /** Without the `@` (Playwright strips it). */
    tags?: string[];
    tests?: {
      projectName: string;
      status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
      annotations?: { type: string; description?: string }[];
      /** One per attempt. */
      results?: { duration?: number }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface FlakyTest {
  /** `[engine] file › describe › title`, or `[vitest] file › full name`. */
  name: string;
  money: boolean;
}

/** A file's or a test's time: `suite` is `vitest` or the engine. */
export interface Timing {
  suite: string;
  name: string;
  ms: number;
}

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  /** Per suite: `vitest 10/10`, `webkit (WebKitGTK 2.50.6) 40/40`. */
  parts: string[];
  flaky: FlakyTest[];
  /** Each test file's time per suite, the slowest first within a suite. */
  files: Timing[];
  /** The ten slowest tests over every suite. */
  slowest: Timing[];
  /** The lines to print, the closing `N passed, M failed` last. */
  lines: string[];
}

const hasMoneyTag = (text: string) => new RegExp(`(^|\\s)${MONEY_TAG}(\\s|$)`).test(text);

/** A money journey: tagged `@money` in its title, a describe's title, or Playwright's `tag` option. */
export function isMoneyJourney(titles: string[], tags: string[] = []): boolean {
  return titles.some(hasMoneyTag) || tags.some((tag) => `@${tag.replace(/^@/, '')}` === MONEY_TAG);
}

export function summarize(
  vitest: VitestReport | undefined,
  playwright: PlaywrightReport | undefined,
): Summary {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const parts: string[] = [];
  const flaky: FlakyTest[] = [];
  const files: Timing[] = [];
  const tests: Timing[] = [];

  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += (vitest.numFailedTests ?? 0) + (vitest.success === false && !vitest.numFailedTests ? 1 : 0);
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
    parts.push(`vitest ${vitest.numPassedTests ?? 0}/${vitest.numTotalTests ?? 0}`);
    // Vitest's report has no retry count: a test that passed with failures on record failed an attempt first.
    for (const file of vitest.testResults ?? []) {
      // Vitest names files by absolute path: relative to the repository when inside it.
      const name = file.name.startsWith(`${process.cwd()}/`) ? relative(process.cwd(), file.name) : file.name;
      if (file.startTime !== undefined && file.endTime !== undefined)
        files.push({ suite: 'vitest', name, ms: file.endTime - file.startTime });
      for (const test of file.assertionResults ?? [])
        tests.push({ suite: 'vitest', name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
    for (const file of vitest.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'passed' && (test.failureMessages ?? []).length)
          flaky.push({
            name: `[vitest] ${file.name} › ${test.fullName}`,
            money: isMoneyJourney([test.fullName], test.tags),
          });
  } else {
    failed += 1;
    parts.push('vitest: no report');
  }

  if (playwright) {
    // Errors outside any test (a config or webServer failure, a crashed worker) count as one failure.
    if ((playwright.errors ?? []).length) failed += 1;
    const runs: {
      projectName: string;
      status: string;
      label?: string;
      file: string;
      name: string;
      money: boolean;
      ms: number;
    }[] = [];
    // The top suites are files (their titles are paths); the ones below are describes.
    const walk = (suite: PlaywrightSuite, titles: string[], file: string) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          runs.push({
            projectName: test.projectName,
            status: test.status,
            label: test.annotations?.find((note) => note.type === 'engine')?.description,
            file: spec.file ?? file,
            name: [spec.file ?? file, ...titles, spec.title].join(' › '),
            money: isMoneyJourney([...titles, spec.title], spec.tags),
            ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
          });
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title], file);
    };
    for (const suite of playwright.suites ?? []) walk(suite, [], suite.file ?? suite.title);
    for (const engine of ENGINES) {
      // An engine's tests may be split over projects for scheduling (`chromium-audit`): one engine still.
      const own = runs.filter(
        (test) => test.projectName === engine || test.projectName.startsWith(`${engine}-`),
      );
      const perFile = new Map<string, number>();
      for (const test of own) {
        perFile.set(test.file, (perFile.get(test.file) ?? 0) + test.ms);
        tests.push({ suite: engine, name: test.name, ms: test.ms });
      }
      for (const [name, ms] of perFile) files.push({ suite: engine, name, ms });
      const ok = own.filter((test) => test.status === 'expected' || test.status === 'flaky');
      const bad = own.filter((test) => test.status === 'unexpected').length;
      skipped += own.filter((test) => test.status === 'skipped').length;
      for (const test of own.filter((entry) => entry.status === 'flaky'))
        flaky.push({ name: `[${engine}] ${test.name}`, money: test.money });
      passed += ok.length;
      failed += bad;
      const label = own.find((test) => test.label)?.label;
      if (own.length === 0) {
        // An engine that ran nothing did not pass.
        failed += 1;
        parts.push(`${engine}: no tests ran`);
      } else parts.push(`${engine}${label ? ` (${label})` : ''} ${ok.length}/${ok.length + bad}`);
    }
  } else {
    failed += 1;
    parts.push('playwright: no report');
  }

  // A money journey that needed its retry did not pass.
  const money = flaky.filter((test) => test.money).length;
  passed -= money;
  failed += money;

  const byTime = (a: Timing, b: Timing) => b.ms - a.ms;
  const suites = [...new Set(files.map((file) => file.suite))];
  const sortedFiles = suites.flatMap((suite) => files.filter((file) => file.suite === suite).sort(byTime));
  const slowest = [...tests].sort(byTime).slice(0, 10);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
  const lines: string[] = [];
  if (sortedFiles.length) {
    lines.push("time per test file (Vitest: the file's run; per engine: its tests' run times added up):");
    for (const file of sortedFiles) lines.push(`${seconds(file.ms)}  [${file.suite}] ${file.name}`);
  }
  if (slowest.length) {
    lines.push('the ten slowest tests:');
    for (const test of slowest) lines.push(`${seconds(test.ms)}  [${test.suite}] ${test.name}`);
  }
  lines.push(`(${parts.join(', ')})`);
  if (flaky.length) {
    lines.push(`passed only on a retry (${flaky.length}):`);
    for (const test of flaky)
      lines.push(`  ${test.name}${test.money ? '  <- a money journey: counted as failed' : ''}`);
  }
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return { passed, failed, skipped, parts, flaky, files: sortedFiles, slowest, lines };
}

function readReport<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const summary = summarize(
    readReport<VitestReport>('.vitest-report.json'),
    // Where Playwright's JSON reporter wrote, when a run moved it (PLAYWRIGHT_JSON_OUTPUT_NAME, as Playwright reads it).
    readReport<PlaywrightReport>(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.playwright-report.json'),
  );
  for (const line of summary.lines) console.log(line);
  process.exit(summary.failed > 0 ? 1 : 0);
}
