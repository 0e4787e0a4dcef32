import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chrome';

export interface LighthouseFigures {
  /** Performance score 0–100. */
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Requests that started before the page's (observed) largest contentful paint. */
  requestsBeforeLcp: number | null;
  /** Lighthouse's longest critical request chain: its length (requests) and duration (ms). */
  chainLength: number | null;
  chainMs: number | null;
  /** Lighthouse's CPU benchmark for the machine at the time (lower = busier machine, slower simulated CPU). */
  benchmarkIndex: number | null;
  runs: number;
  /** Each run's LCP and FCP in the order measured (round by round, beside the floor's of the same round). */
  lcpRuns: (number | null)[];
  fcpRuns: (number | null)[];
  warnings: string[];
}

export type Chrome = chromeLauncher.LaunchedChrome;

/**
 * The two ways Lighthouse slows the page down. `simulated` (its default, what Lighthouse users
 * see) loads at full loopback speed and models a slow phone from that trace, in which every answer had
 * already arrived. `applied` (`devtools`) really holds every request back (562.5 ms latency, 1.47 Mbps
 * down) and slows the CPU 4×, so late answers, late images and what paints before the framework show.
 */
export const PASSES = ['simulated', 'applied'] as const;
export type Pass = (typeof PASSES)[number];
const THROTTLING_METHOD: Record<Pass, 'simulate' | 'devtools'> = {
  simulated: 'simulate',
  applied: 'devtools',
};

export function launchChrome(): Promise<Chrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/** Lower median: always a value that was really measured. */
export function median(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (!present.length) return null;
  return present[Math.floor((present.length - 1) / 2)] ?? null;
}

export type LighthouseRun = Omit<LighthouseFigures, 'runs' | 'lcpRuns' | 'fcpRuns'>;

/** One Lighthouse run of one URL. */
export async function runLighthouse(chrome: Chrome, url: string, pass: Pass): Promise<LighthouseRun> {
  // Default config: mobile form factor (moto g power screen) and slow-4G/4× CPU throttling figures.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING_METHOD[pass],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })
    ?.items?.[0]?.observedLargestContentfulPaint;
  // A data: URL (an inline SVG in the CSS or a page) is listed but never goes to the network.
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { url: string; networkRequestTime?: number }[] }
  )?.items?.filter((request) => !request.url.startsWith('data:'));
  const chain = (
    lhr.audits['critical-request-chains']?.details as { longestChain?: { length: number; duration: number } }
  )?.longestChain;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    requestsBeforeLcp:
      observed !== undefined && requests
        ? requests.filter((request) => (request.networkRequestTime ?? Infinity) < observed).length
        : null,
    chainLength: chain?.length ?? null,
    chainMs: chain?.duration ?? null,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    warnings: lhr.runWarnings,
  };
}

/** A page's runs in one pass: each figure is its median over the runs. */
export function summariseRuns(results: LighthouseRun[]): LighthouseFigures {
  return {
    score: median(results.map((result) => result.score)),
    fcpMs: median(results.map((result) => result.fcpMs)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    requestsBeforeLcp: median(results.map((result) => result.requestsBeforeLcp)),
    chainLength: median(results.map((result) => result.chainLength)),
    chainMs: median(results.map((result) => result.chainMs)),
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
    runs: results.length,
    lcpRuns: results.map((result) => result.lcpMs),
    fcpRuns: results.map((result) => result.fcpMs),
    warnings: [...new Set(results.flatMap((result) => result.warnings))],
  };
}

/**
 * A page's time over the floor's: the median of the ratios of each round (the page's run over the floor's
 * run just before it), so that the machine slowing down or speeding up over a long bench moves both figures
 * of a ratio alike. Figures measured otherwise (different counts of runs) fall back to the ratio of medians.
 */
export function ratioToFloor(
  own: LighthouseFigures | null | undefined,
  floor: LighthouseFigures | null | undefined,
  metric: 'lcp' | 'fcp',
): number | null {
  const ownRuns = own?.[`${metric}Runs`];
  const floorRuns = floor?.[`${metric}Runs`];
  if (ownRuns && floorRuns && ownRuns.length === floorRuns.length)
    return median(
      ownRuns.map((value, round) => (value != null && floorRuns[round] ? value / floorRuns[round] : null)),
    );
  const value = own?.[`${metric}Ms`];
  const by = floor?.[`${metric}Ms`];
  return value != null && by ? value / by : null;
}
