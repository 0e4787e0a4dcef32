// @vitest-environment node
import { globRegExp, matching, survivors, verdict } from '../../../scripts/mutation';

const mutant = (status: string, line: number, replacement = '""') => ({
  id: `${line}`,
  mutatorName: 'StringLiteral',
  replacement,
  status,
  location: { start: { line, column: 3 } },
});

const report = {
  files: {
    'src/entities/payment/posting.ts': {
      source: '',
      mutants: [mutant('Killed', 1), mutant('Killed', 2), mutant('Timeout', 3), mutant('Survived', 4)],
    },
    'src/lib/format/money.ts': {
      source: '',
      mutants: [mutant('Killed', 1), mutant('NoCoverage', 2), mutant('Ignored', 3)],
    },
  },
};

describe('mutation testing: which files it reads', () => {
  it('reads the config’s globs as Stryker does, `!` taking away', () => {
    const files = [
      'src/lib/format/money.ts',
      'src/lib/format/use-money.ts',
      'src/lib/format/locales/format.es.ts',
      'src/lib/format/figures-clock.tsx',
      'tests/unit/lib/format.test.ts',
      'tests/unit/components/error-view.test.tsx',
    ];
    expect(matching(['src/lib/format/**/*.ts', '!**/use-*.ts', '!**/locales/**'], files)).toEqual([
      'src/lib/format/money.ts',
    ]);
    expect(matching(['tests/unit/**/*.test.{ts,tsx}'], files)).toEqual([
      'tests/unit/lib/format.test.ts',
      'tests/unit/components/error-view.test.tsx',
    ]);
    expect(globRegExp('src/**/*.ts').test('src/a.ts')).toBe(true);
    expect(globRegExp('src/*.ts').test('src/lib/a.ts')).toBe(false);
  });
});

describe('mutation testing: what it reports', () => {
  it('scores each folder as Stryker does (a time-out is detected, an uncovered mutant is not) and holds its floor', () => {
    const { ok, lines } = verdict(report, { 'src/entities': 75, 'src/lib': 80 }, 70);
    expect(lines).toContain('  75.00 %  src/entities  (3 detected, 1 undetected, 0 ignored)  floor 75 %');
    expect(lines).toContain(
      '  50.00 %  src/lib  (1 detected, 1 undetected, 1 ignored)  floor 80 %  <- UNDER ITS FLOOR',
    );
    expect(lines).toContain('    n/a    src/lib/http  (0 detected, 0 undetected, 0 ignored)');
    expect(ok).toBe(false);
    expect(verdict(report, { 'src/entities': 75 }, 66).ok).toBe(true);
    expect(verdict(report, {}, 67).ok).toBe(false);
  });

  it('names every mutant no test noticed, by file and line', () => {
    expect(survivors(report)).toEqual([
      'src/entities/payment/posting.ts:4:3 Survived StringLiteral: ""',
      'src/lib/format/money.ts:2:3 NoCoverage StringLiteral: ""',
    ]);
  });
});
