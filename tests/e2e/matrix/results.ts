import { mkdirSync, openSync, closeSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Per-triple results shared by the Playwright workers of one run: every worker is a child of the same
 * runner process, so the runner's pid names the run. Each test writes one file; the worker that finds the
 * set complete prints the summary line once.
 */
const runDir = join(tmpdir(), `fault-matrix-${process.ppid}`);

export interface TripleResult {
  title: string;
  /** Playwright's verdict: passed, failed, timedOut, ... */
  status: string;
  /** `failed` for a triple marked test.fail() (a known bug in a file this suite may not change). */
  expected: string;
  error?: string;
  /** False while a failed triple still has a retry coming (CI retries once): its verdict is not final. */
  final: boolean;
}

const fileOf = (title: string) => join(runDir, `${title.replace(/[^\w.-]+/g, '_')}.json`);

export function recordTriple(result: TripleResult): void {
  mkdirSync(runDir, { recursive: true });
  writeFileSync(fileOf(result.title), JSON.stringify(result));
}

function readAll(): TripleResult[] {
  try {
    return readdirSync(runDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(runDir, name), 'utf8')) as TripleResult);
  } catch {
    return [];
  }
}

/** Prints `fault matrix: N passed, M failed` once every triple of the run has a result. */
export function printSummaryWhenComplete(total: number): void {
  const results = readAll();
  if (results.length < total || results.some((result) => !result.final)) return;
  try {
    closeSync(openSync(join(runDir, 'printed.lock'), 'wx'));
  } catch {
    return;
  }
  const passedAsExpected = (result: TripleResult) => result.status === result.expected;
  const known = results.filter((result) => result.expected === 'failed');
  const passed = results.filter((result) => result.expected === 'passed' && result.status === 'passed');
  const failed = results.filter((result) => !passedAsExpected(result));
  for (const result of failed)
    console.log(`fault matrix FAILED: ${result.title}: ${result.error ?? result.status}`);
  for (const result of known.filter(passedAsExpected))
    console.log(`fault matrix known bug (test.fail): ${result.title}`);
  if (known.length) console.log(`fault matrix: ${known.length} triples marked test.fail() for known bugs`);
  console.log(`fault matrix: ${passed.length} passed, ${failed.length} failed`);
  rmSync(runDir, { recursive: true, force: true });
}
