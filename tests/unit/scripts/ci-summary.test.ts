// @vitest-environment node
import {
  isMoneyJourney,
  summarize,
  type PlaywrightReport,
  type VitestReport,
} from '../../../scripts/ci-summary';

const vitest = (extra: Partial<VitestReport> = {}): VitestReport => ({
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numTotalTests: 3,
  success: true,
  testResults: [],
  ...extra,
});

type Status = 'expected' | 'unexpected' | 'flaky' | 'skipped';
const run = (projectName: string, status: Status, engine = projectName) => ({
  projectName,
  status,
  annotations: [{ type: 'engine', description: engine }],
});

/** One file per engine suite, as Playwright's JSON reporter writes them (tags without their @). */
function playwright(statuses: Partial<Record<string, Status>> = {}): PlaywrightReport {
  const state = (title: string, project: string) => statuses[`${project} ${title}`] ?? 'expected';
  const spec = (file: string, title: string, projects: string[], tags: string[] = []) => ({
    title,
    file,
    tags,
    tests: projects.map((project) => run(project, state(title, project))),
  });
  return {
    errors: [],
    suites: [
      {
        title: 'repayment.spec.ts',
        file: 'tests/e2e/repayment.spec.ts',
        specs: [spec('tests/e2e/repayment.spec.ts', 'repay → instructions @money', ['chromium'], ['money'])],
      },
      {
        title: 'engines/journeys.spec.ts',
        file: 'tests/engines/journeys.spec.ts',
        specs: [spec('tests/engines/journeys.spec.ts', 'rating dialog', ['webkit', 'gecko'])],
        suites: [
          {
            title: 'card repayment @money',
            file: 'tests/engines/journeys.spec.ts',
            specs: [
              spec('tests/engines/journeys.spec.ts', 'choose a card, pay', ['webkit', 'gecko'], ['money']),
            ],
          },
        ],
      },
      {
        title: 'official.spec.ts',
        file: 'tests/e2e/official.spec.ts',
        specs: [spec('tests/e2e/official.spec.ts', 'the footer names the lender', ['chromium'])],
      },
    ],
  };
}

describe('the CI summary (scripts/ci-summary.ts)', () => {
  it('counts every suite and ends with the plain totals line', () => {
    const summary = summarize(vitest(), playwright());
    expect(summary.flaky).toEqual([]);
    expect(summary.lines.slice(-2)).toEqual([
      '(vitest 3/3, chromium (chromium) 2/2, webkit (webkit) 2/2, gecko (gecko) 2/2)',
      '9 passed, 0 failed',
    ]);
  });

  it('counts a Chromium project split off for scheduling (the page audit) as Chromium', () => {
    const report = playwright();
    report.suites!.push({
      title: 'page-audit.spec.ts',
      file: 'tests/e2e/page-audit.spec.ts',
      specs: [
        {
          title: 'page audit: es /repay',
          file: 'tests/e2e/page-audit.spec.ts',
          tags: [],
          tests: [run('chromium-audit', 'unexpected', 'chromium')],
        },
      ],
    });
    expect(summarize(vitest(), report).lines.slice(-2)).toEqual([
      '(vitest 3/3, chromium (chromium) 2/3, webkit (webkit) 2/2, gecko (gecko) 2/2)',
      '9 passed, 1 failed',
    ]);
  });

  it("prints each file's time per suite and the ten slowest tests, ahead of the counts", () => {
    const report = playwright();
    // Two attempts of one test in WebKit: both count.
    const rating = report.suites![1]!.specs![0]!;
    rating.tests![0]!.results = [{ duration: 4_000 }, { duration: 3_000 }];
    rating.tests![1]!.results = [{ duration: 2_500 }];
    const summary = summarize(
      vitest({
        testResults: [
          {
            name: `${process.cwd()}/tests/unit/a.test.ts`,
            startTime: 1_000,
            endTime: 1_250,
            assertionResults: Array.from({ length: 12 }, (_, index) => ({
              fullName: `a ${index}`,
              status: 'passed',
              duration: 10 * (index + 1),
            })),
          },
        ],
      }),
      report,
    );
    expect(summary.files).toContainEqual({ suite: 'vitest', name: 'tests/unit/a.test.ts', ms: 250 });
    expect(summary.files).toContainEqual({
      suite: 'webkit',
      name: 'tests/engines/journeys.spec.ts',
      ms: 7_000,
    });
    expect(summary.files).toContainEqual({
      suite: 'gecko',
      name: 'tests/engines/journeys.spec.ts',
      ms: 2_500,
    });
    expect(summary.slowest).toHaveLength(10);
    expect(summary.slowest.slice(0, 3)).toEqual([
      { suite: 'webkit', name: 'tests/engines/journeys.spec.ts › rating dialog', ms: 7_000 },
      { suite: 'gecko', name: 'tests/engines/journeys.spec.ts › rating dialog', ms: 2_500 },
      { suite: 'vitest', name: 'tests/unit/a.test.ts › a 11', ms: 120 },
    ]);
    const at = (text: string) => summary.lines.findIndex((line) => line.includes(text));
    expect(at('time per test file')).toBe(0);
    expect(summary.lines).toContain('    7.0 s  [webkit] tests/engines/journeys.spec.ts');
    expect(at('the ten slowest tests:')).toBeGreaterThan(at('[gecko] tests/engines/journeys.spec.ts'));
    expect(summary.lines[at('the ten slowest tests:') + 1]).toBe(
      '    7.0 s  [webkit] tests/engines/journeys.spec.ts › rating dialog',
    );
    expect(at('(vitest 3/3')).toBe(summary.lines.length - 2);
    expect(summary.lines.at(-1)).toBe('9 passed, 0 failed');
  });

  it('names a test that passed only on its retry, and lets the run pass when it is no money journey', () => {
    const summary = summarize(vitest(), playwright({ 'gecko rating dialog': 'flaky' }));
    expect(summary.flaky).toEqual([
      { name: '[gecko] tests/engines/journeys.spec.ts › rating dialog', money: false },
    ]);
    expect(summary.lines.at(-1)).toBe('9 passed, 0 failed');
    expect(summary.lines).toContain('passed only on a retry (1):');
    expect(summary.failed).toBe(0);
  });

  it('fails the run when a money journey passed only on its retry: by its tag, or a describe title', () => {
    const summary = summarize(
      vitest(),
      playwright({ 'chromium repay → instructions @money': 'flaky', 'webkit choose a card, pay': 'flaky' }),
    );
    expect(summary.flaky).toEqual([
      { name: '[chromium] tests/e2e/repayment.spec.ts › repay → instructions @money', money: true },
      {
        name: '[webkit] tests/engines/journeys.spec.ts › card repayment @money › choose a card, pay',
        money: true,
      },
    ]);
    expect(summary.lines.at(-1)).toBe('7 passed, 2 failed');
    expect(summary.lines.filter((line) => line.endsWith('a money journey: counted as failed'))).toHaveLength(
      2,
    );
  });

  it('counts failures, skips, an engine that ran nothing and a missing report', () => {
    const report = playwright({ 'chromium the footer names the lender': 'unexpected' });
    report.suites = report.suites!.filter((suite) => !suite.file!.includes('engines'));
    const summary = summarize(vitest({ numFailedTests: 1, numPassedTests: 2, success: false }), report);
    expect(summary.lines.at(-1)).toBe('3 passed, 4 failed');
    expect(summary.parts).toContain('webkit: no tests ran');
    expect(summarize(undefined, undefined).lines.at(-1)).toBe('0 passed, 2 failed');
  });

  it('names a Vitest test that passed with a failed attempt on record', () => {
    const summary = summarize(
      vitest({
        testResults: [
          {
            name: 'tests/integration/confirm.test.tsx',
            assertionResults: [
              { fullName: 'confirm @money submits once', status: 'passed', failureMessages: ['timeout'] },
              { fullName: 'confirm renders', status: 'passed', failureMessages: [] },
            ],
          },
        ],
      }),
      playwright(),
    );
    expect(summary.flaky).toEqual([
      { name: '[vitest] tests/integration/confirm.test.tsx › confirm @money submits once', money: true },
    ]);
    expect(summary.failed).toBe(1);
  });

  it('knows a money journey by the whole tag, not a word inside another', () => {
    expect(isMoneyJourney(['confirm a loan @money'])).toBe(true);
    expect(isMoneyJourney(['confirm a loan'], ['money'])).toBe(true);
    expect(isMoneyJourney(['confirm a loan'], ['@money'])).toBe(true);
    expect(isMoneyJourney(['@moneyish page', 'no@money'])).toBe(false);
    expect(isMoneyJourney(['rating dialog'], ['slow'])).toBe(false);
  });
});
