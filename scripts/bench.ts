/**
 * `npm run bench`: builds the app for production and a floor page (the same packages, no app code), serves
 * both with gzip, and reports per registered route the first-load JS/CSS (gzip) and Lighthouse mobile figures,
 * with each route's LCP as a ratio to the floor's. Writes .bench/report.json and .bench/report.md.
 *
 *   npm run bench -- [--all | --routes /repay,/Dag] [--pass simulated|applied|both] [--no-lighthouse]
 *                    [--runs 3] [--strict]
 *
 * Ports: BENCH_PORT (default 4190) for the app and BENCH_PORT + 1 for the floor.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { Server } from 'node:http';
import common from '../src/lib/i18n/locales/common.es';
import { startDemoServer } from './demo-server';
import { budgetFor, EVERY_ROUTE, recordedJsKb } from './bench/budgets';
import { APP_DIST, buildApp, buildFloor, FLOOR_DIST } from './bench/build';
import { launchBrowser, measureFirstLoad, type FirstLoad } from './bench/first-load-bytes';
import {
  launchChrome,
  ratioToFloor,
  runLighthouse,
  summariseRuns,
  type LighthouseRun,
} from './bench/lighthouse-runner';
import { readOptions, type BenchOptions } from './bench/options';
import { kb, renderMarkdown, type BenchReport, type Check, type PageResult } from './bench/report';
import { benchTargets, NOT_FOUND_PATH, routeUrl, targetName, type BenchTarget } from './bench/routes';
import { analyseSharedEntry } from './bench/shared-entry';

const OUT_DIR = '.bench';
const APP_PORT = Number(process.env.BENCH_PORT ?? 4190);
const FLOOR_PORT = APP_PORT + 1;

const closers: (() => Promise<unknown>)[] = [];
async function closeAll(): Promise<void> {
  while (closers.length) {
    const close = closers.pop();
    await close?.().catch((error: unknown) => console.error('[bench] cleanup:', error));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void closeAll().finally(() => process.exit(130));
  });

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

async function serve(dist: string, port: number): Promise<string> {
  const server = await startDemoServer({ dist, port }).catch((error: unknown) => {
    // conventions: a stale server on the port would make us measure an old build.
    throw new Error(
      `Cannot listen on port ${port} (${String(error)}); stop whatever holds it or set BENCH_PORT.`,
    );
  });
  closers.push(() => closeServer(server));
  return `http://127.0.0.1:${port}`;
}

const log = (message: string) => console.log(`[bench] ${message}`);

function page(name: string, kind: PageResult['kind'], load: FirstLoad): PageResult {
  const none = { lcp: null, fcp: null };
  return {
    name,
    kind,
    load,
    lighthouse: { simulated: null, applied: null },
    lighthouseError: { simulated: null, applied: null },
    ratios: { simulated: none, applied: none },
    budget: null,
    checks: [],
  };
}

function checksFor(result: PageResult, route: string, options: BenchOptions): Check[] {
  const budget = result.budget;
  if (!budget) return [];
  const checks: Check[] = [];
  for (const pass of options.passes) {
    const lh = result.lighthouse[pass];
    const status = (value: number | null, ok: (value: number) => boolean): Check['status'] => {
      if (!options.lighthouse) return 'skipped';
      if (value === null) return 'error';
      return ok(value) ? 'pass' : 'fail';
    };
    const atMost = (metric: Check['metric'], value: number | null, limit: number): Check => ({
      metric,
      pass,
      limit,
      value,
      status: status(value, (measured) => measured <= limit),
    });
    checks.push(
      atMost('lcpRatio', result.ratios[pass].lcp, budget.maxLcpRatio[pass]),
      atMost('cls', lh?.cls ?? null, EVERY_ROUTE.maxCls),
    );
    if (pass === 'simulated')
      checks.push(
        {
          metric: 'perf',
          pass,
          limit: EVERY_ROUTE.minPerf,
          value: lh?.score ?? null,
          status: status(lh?.score ?? null, (score) => score >= EVERY_ROUTE.minPerf),
        },
        atMost('tbt', lh?.tbtMs ?? null, EVERY_ROUTE.maxTbtMs),
        atMost('requests', lh?.requestsBeforeLcp ?? null, EVERY_ROUTE.maxRequestsBeforeLcp),
      );
  }
  const recorded = recordedJsKb(route);
  if (recorded !== undefined) {
    const jsKb = kb(result.load.jsBytes);
    const limit = recorded + EVERY_ROUTE.jsToleranceKb;
    checks.push({ metric: 'js', limit, value: jsKb, status: jsKb <= limit ? 'pass' : 'fail' });
  }
  return checks;
}

const CHECK_TEXT: Record<Check['metric'], (value: number, limit: number) => string> = {
  js: (value, limit) => `${value.toFixed(1)} KB JS (≤ ${limit.toFixed(1)} KB: recorded + tolerance)`,
  lcpRatio: (value, limit) => `LCP ${value.toFixed(2)}× floor (≤ ${limit}×)`,
  perf: (value, limit) => `score ${value} (≥ ${limit})`,
  tbt: (value, limit) => `TBT ${value.toFixed(0)} ms (≤ ${limit} ms)`,
  cls: (value, limit) => `CLS ${value.toFixed(3)} (≤ ${limit})`,
  requests: (value, limit) => `${value} requests before LCP (≤ ${limit})`,
};

function describeMiss(name: string, check: Check): string {
  const what =
    check.value === null
      ? `${check.metric} not measured`
      : CHECK_TEXT[check.metric](check.value, check.limit);
  return `${name}: ${what}${check.pass ? ` (${check.pass})` : ''}`;
}

function gitCommit(): string {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() + ' + working tree'
    );
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const options = readOptions();

  log('building the app and the floor page');
  const appChunks = await buildApp();
  await buildFloor();
  const sharedBuild = analyseSharedEntry(appChunks);

  const appOrigin = await serve(APP_DIST, APP_PORT);
  const floorOrigin = await serve(FLOOR_DIST, FLOOR_PORT);

  log('measuring first-load bytes in Chromium');
  const browser = await launchBrowser();
  closers.push(() => browser.close());
  const chromiumVersion = browser.version();
  const floor = page('floor', 'floor', await measureFirstLoad(browser, `${floorOrigin}/#/`));
  const sharedLoad = await measureFirstLoad(browser, routeUrl(appOrigin, NOT_FOUND_PATH));
  if (sharedLoad.heading !== common.notFound.title)
    throw new Error(
      `${NOT_FOUND_PATH} did not render the not-found page (h1: ${sharedLoad.heading ?? 'none'})`,
    );
  const shared = { ...page('shared', 'shared', sharedLoad), build: sharedBuild };

  const routes: PageResult[] = [];
  const targetOf = new Map<PageResult, BenchTarget>();
  const notRegistered: string[] = [];
  for (const target of benchTargets(options.all, options.routes)) {
    const load = await measureFirstLoad(browser, routeUrl(appOrigin, target.route, target.english));
    if (load.heading === common.notFound.title) {
      notRegistered.push(target.route);
      continue;
    }
    const result = page(targetName(target), 'route', load);
    result.budget = budgetFor(target.route) ?? null;
    routes.push(result);
    targetOf.set(result, target);
    log(
      `${result.name}: ${kb(load.jsBytes).toFixed(1)} KB JS, ${kb(load.cssBytes).toFixed(1)} KB CSS (h1: ${load.heading ?? 'none'})`,
    );
  }
  await browser.close();
  closers.pop();

  if (options.lighthouse) {
    const chrome = await launchChrome();
    closers.push(async () => chrome.kill());
    const targets: [PageResult, string][] = [
      [floor, `${floorOrigin}/#/`],
      [shared, routeUrl(appOrigin, NOT_FOUND_PATH)],
      ...routes.map((result): [PageResult, string] => {
        const { route, english } = targetOf.get(result)!;
        return [result, routeUrl(appOrigin, route, english)];
      }),
    ];
    // Round by round (the floor, then every page), not page by page: over a bench of many minutes this
    // machine's speed drifts (Lighthouse's CPU index moved by half in one run), and a page is compared with
    // the floor measured just before it.
    for (const pass of options.passes) {
      const runsOf = new Map<PageResult, LighthouseRun[]>(targets.map(([result]) => [result, []]));
      for (let round = 1; round <= options.runs; round += 1)
        for (const [result, url] of targets) {
          if (result.lighthouseError[pass]) continue;
          const at = Date.now();
          try {
            const run = await runLighthouse(chrome, url, pass);
            runsOf.get(result)!.push(run);
            log(
              `Lighthouse ${pass} ${round}/${options.runs} ${result.name}: ${run.score} (${((Date.now() - at) / 1000).toFixed(0)} s)`,
            );
          } catch (error) {
            result.lighthouseError[pass] = error instanceof Error ? error.message : String(error);
            log(`Lighthouse ${pass} ${result.name} failed: ${result.lighthouseError[pass]}`);
          }
        }
      for (const [result, runs] of runsOf)
        if (!result.lighthouseError[pass] && runs.length) result.lighthouse[pass] = summariseRuns(runs);
    }
    chrome.kill();
    closers.pop();
  }

  for (const result of [shared, ...routes]) {
    for (const pass of options.passes) {
      const own = result.lighthouse[pass];
      const base = floor.lighthouse[pass];
      result.ratios[pass] = { lcp: ratioToFloor(own, base, 'lcp'), fcp: ratioToFloor(own, base, 'fcp') };
    }
    const target = targetOf.get(result);
    // JS is recorded for the Spanish load; English texts weigh about the same but are not the figure.
    if (target) result.checks = checksFor(result, target.english ? '' : target.route, options);
  }

  const misses = [shared, ...routes].flatMap((result) =>
    result.checks
      .filter((check) => check.status === 'fail' || check.status === 'error')
      .map((check) => describeMiss(result.name === 'shared' ? 'shared first-load' : result.name, check)),
  );
  for (const result of routes)
    if (result.load.heading === common.crash.title)
      misses.push(`${result.name}: the page crashed (route error view)`);
  const measurementErrors = [floor, shared, ...routes].filter((result) =>
    options.passes.some((pass) => result.lighthouseError[pass]),
  ).length;

  const report: BenchReport = {
    startedAt: new Date(started).toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
    commit: gitCommit(),
    environment: {
      node: process.version,
      chromium: chromiumVersion,
      lighthouse: (
        JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
      ).version,
      cpus: availableParallelism(),
    },
    options: {
      routes: options.routes ?? null,
      all: options.all,
      lighthouse: options.lighthouse,
      passes: options.passes,
      runs: options.runs,
      strict: options.strict,
    },
    units: '1 KB = 1000 bytes (as Vite prints).',
    floor,
    shared,
    routes,
    notRegistered,
    misses,
  };
  const markdown = renderMarkdown(report);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(`${OUT_DIR}/report.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${OUT_DIR}/report.md`, markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${OUT_DIR}/report.json and ${OUT_DIR}/report.md`);
  if (options.strict && (misses.length || measurementErrors)) {
    log(`--strict: ${misses.length} budget miss(es), ${measurementErrors} failed measurement(s)`);
    return 1;
  }
  return 0;
}

main()
  .then(
    (code) => code,
    (error: unknown) => {
      console.error('[bench] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
      return 1;
    },
  )
  .then(async (code) => {
    await closeAll();
    process.exit(code);
  });
