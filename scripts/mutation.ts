/**
 * Mutation testing (StrykerJS, stryker.config.mjs) and what it reports:
 *
 *   npx tsx scripts/mutation.ts              every mutant again (`npm run test:mutation`); writes the
 *                                            incremental file, reports/stryker-incremental.json
 *   npx tsx scripts/mutation.ts --ci         .ci/run: Stryker's --incremental against that file, or, when
 *                                            nothing Stryker reads has changed since it was written, its
 *                                            results as they stand (no run at all)
 *   npx tsx scripts/mutation.ts --report     the figures of the incremental file, nothing run
 *
 * Other arguments go to `stryker run` (`--concurrency 1`, `--mutate 'src/lib/http/**'`). Each run ends with
 * the score per folder, the surviving mutants by file and line, and fails when a folder is under its floor
 * (`folderBreak` in stryker.config.mjs) or the whole under `thresholds.break`.
 *
 * "Nothing changed" is what Stryker's incremental mode itself reuses a result for: the mutated files and the
 * tests are as they were. The fingerprint beside the incremental file (reports/stryker-incremental.inputs.json)
 * is a hash of those files, the test setup and support files, the configs and the lockfile.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/** The part of stryker.config.mjs read here, and the floor per folder it exports beside it. */
interface StrykerConfig {
  mutate: string[];
  testFiles: string[];
  incrementalFile: string;
  jsonReporter: { fileName: string };
  thresholds: { break: number | null };
}
const loaded = (await import(pathToFileURL(join(ROOT, 'stryker.config.mjs')).href)) as {
  default: StrykerConfig;
  folderBreak: Record<string, number>;
};
const config = loaded.default;
const INCREMENTAL = join(ROOT, config.incrementalFile);
/** What the last run wrote (a `--mutate` run's part too). */
const LAST_RUN = join(ROOT, config.jsonReporter.fileName);
const INPUTS = INCREMENTAL.replace(/\.json$/, '.inputs.json');
/** Read besides the mutated files and the tests: a change here can change a mutant's fate. */
const ALSO_READ = [
  'tests/setup.ts',
  'tests/support/**',
  'stryker.config.mjs',
  'vitest.config.ts',
  'vitest.files.ts',
  'vitest.mutation.config.ts',
  'vite.config.ts',
  'package-lock.json',
];

/** A glob of the config's kind (`**`, `*`, `{a,b}`) as a regular expression over a relative path. */
export function globRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]!;
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The files a list of globs names, `!` patterns taking away, as Stryker reads `mutate`. */
export function matching(globs: readonly string[], files: readonly string[]): string[] {
  const take = globs.filter((glob) => !glob.startsWith('!')).map(globRegExp);
  const leave = globs.filter((glob) => glob.startsWith('!')).map((glob) => globRegExp(glob.slice(1)));
  return files.filter((file) => take.some((re) => re.test(file)) && !leave.some((re) => re.test(file)));
}

function walk(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [relative(ROOT, path)];
  });
}

/** The hash of everything Stryker's result depends on, and how many files went into it. */
export function fingerprint(): { sha256: string; files: number } {
  const rootFiles = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const candidates = [...walk(join(ROOT, 'src')), ...walk(join(ROOT, 'tests')), ...rootFiles];
  // Apart: the `!` patterns of `mutate` take away from the mutated files only.
  const files = [
    ...new Set([
      ...matching(config.mutate, candidates),
      ...matching([...config.testFiles, ...ALSO_READ], candidates),
    ]),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return { sha256: hash.digest('hex'), files: files.length };
}

/** The part of mutation-testing-report-schema read here. */
interface Report {
  files: Record<
    string,
    {
      source: string;
      mutants: {
        id: string;
        mutatorName: string;
        replacement?: string;
        status: string;
        location: { start: { line: number; column: number } };
      }[];
    }
  >;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export interface FolderScore {
  folder: string;
  detected: number;
  undetected: number;
  ignored: number;
  /** Per cent, as Stryker counts it: detected over detected and undetected. */
  score: number;
}

/** The folders reported: the two the floors hold, and each mutated part. */
export const FOLDERS = [
  'src/entities',
  'src/entities/lender',
  'src/entities/loan-figures',
  'src/entities/payment',
  'src/lib',
  'src/lib/format',
  'src/lib/http',
  'src/lib/intent',
  'src/lib/router',
] as const;

export function scores(report: Report, folders: readonly string[] = FOLDERS): FolderScore[] {
  return folders.map((folder) => {
    let detected = 0;
    let undetected = 0;
    let ignored = 0;
    for (const [file, { mutants }] of Object.entries(report.files)) {
      if (!relative(ROOT, resolve(ROOT, file)).startsWith(`${folder}/`)) continue;
      for (const mutant of mutants) {
        if (DETECTED.has(mutant.status)) detected += 1;
        else if (UNDETECTED.has(mutant.status)) undetected += 1;
        else ignored += 1;
      }
    }
    const total = detected + undetected;
    return { folder, detected, undetected, ignored, score: total ? (100 * detected) / total : 100 };
  });
}

/** Each surviving (or uncovered) mutant: `file:line:column Mutator: the replacement`. */
export function survivors(report: Report): string[] {
  return Object.entries(report.files)
    .flatMap(([file, { mutants }]) =>
      mutants
        .filter((mutant) => UNDETECTED.has(mutant.status))
        .map((mutant) => {
          const where = `${relative(ROOT, resolve(ROOT, file))}:${mutant.location.start.line}:${mutant.location.start.column}`;
          const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60);
          return `${where} ${mutant.status} ${mutant.mutatorName}: ${replacement}`;
        }),
    )
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The lines to print and whether every floor holds. */
export function verdict(report: Report, floors: Record<string, number>, overall: number | null) {
  const lines: string[] = [];
  const table = scores(report);
  let ok = true;
  lines.push('mutation score per folder (detected / detected + undetected; ignored: static or not run):');
  for (const row of table) {
    const floor = floors[row.folder];
    const under = floor !== undefined && row.score < floor;
    ok &&= !under;
    const score = row.detected + row.undetected ? `${row.score.toFixed(2).padStart(7)} %` : '    n/a  ';
    lines.push(
      `${score}  ${row.folder}  (${row.detected} detected, ${row.undetected} undetected, ${row.ignored} ignored)` +
        (floor === undefined ? '' : `  floor ${floor} %${under ? '  <- UNDER ITS FLOOR' : ''}`),
    );
  }
  const all = scores(report, ['src'])[0]!;
  if (overall !== null && all.score < overall) {
    ok = false;
    lines.push(`the whole: ${all.score.toFixed(2)} %, under thresholds.break ${overall} %`);
  }
  const left = survivors(report);
  lines.push(`surviving mutants (${left.length}):`, ...left.map((line) => `  ${line}`));
  return { ok, lines };
}

function readReport(file: string): Report {
  if (!existsSync(file)) {
    console.error(`no ${relative(ROOT, file)}: run \`npm run test:mutation\` first`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

/** Runs `stryker run`; stops it (and its workers) after `minutes`, if given. True when it passed. */
function stryker(args: string[], minutes?: number): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn('npx', ['stryker', 'run', ...args], { cwd: ROOT, stdio: 'inherit', detached: true });
    const timer =
      minutes === undefined
        ? undefined
        : setTimeout(() => {
            console.error(`mutation testing: not done within ${minutes} min, stopped`);
            process.kill(-child.pid!, 'SIGTERM');
          }, minutes * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code === 0);
    });
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const args = process.argv.slice(2);
  const mode = args.includes('--ci') ? 'ci' : args.includes('--report') ? 'report' : 'full';
  const passed = args.filter((arg) => arg !== '--ci' && arg !== '--report');
  // A part (`--mutate`) is tested on its own, leaving the repository's incremental file as it is.
  const part = passed.some((arg) => arg.startsWith('--mutate'));
  let ran = true;
  let report = INCREMENTAL;
  const written = () => (existsSync(INCREMENTAL) ? statSync(INCREMENTAL).mtimeMs : 0);
  const before = written();
  if (mode === 'full') {
    ran = await stryker(part ? passed : ['--incremental', '--force', ...passed]);
    report = LAST_RUN;
  } else if (mode === 'ci') {
    if (!existsSync(INCREMENTAL)) {
      // A first run tests every mutant (about an hour on two idle cores): CI cannot afford it, the full run
      // makes the file (`npm run test:mutation`, then commit reports/stryker-incremental*.json).
      console.log(
        `mutation testing NOT RUN: no ${relative(ROOT, INCREMENTAL)} (make it with \`npm run test:mutation\` and commit it)`,
      );
      process.exit(0);
    }
    const recorded = existsSync(INPUTS)
      ? (JSON.parse(readFileSync(INPUTS, 'utf8')) as { sha256?: string }).sha256
      : undefined;
    const now = fingerprint();
    if (recorded === now.sha256)
      console.log(
        `mutation testing: nothing Stryker reads has changed since ${relative(ROOT, INCREMENTAL)} was written (${now.files} files): its results stand`,
      );
    else {
      console.log(
        'mutation testing: the code or its tests changed; Stryker tests what changed (--incremental)',
      );
      ran = await stryker(['--incremental', ...passed], Number(process.env.MUTATION_CI_MINUTES ?? 20));
    }
  }
  // The fingerprint names what the incremental file's results were measured on: written only when this run
  // wrote that file (a run stopped at its time limit leaves the old results, which the next run must redo).
  // Stryker exits non-zero under thresholds.break; the figures say why, so they are read either way.
  if (mode !== 'report' && !part && written() !== before)
    writeFileSync(INPUTS, `${JSON.stringify(fingerprint(), null, 2)}\n`);
  const { ok, lines } = verdict(
    readReport(report),
    part ? {} : loaded.folderBreak,
    part ? null : config.thresholds.break,
  );
  for (const line of lines) console.log(line);
  process.exit(ran && ok ? 0 : 1);
}
