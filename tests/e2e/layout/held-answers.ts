import type { Page, Route } from '@playwright/test';
import { expect, watchNetwork, type Network } from '../fixtures';
import { isApiPath } from '../../../src/demo/api-prefixes';

/**
 * A slow network as the borrower sees it. Every API answer is held back for HOLD_MS, the way a
 * slow 4G answer arrives after the page has painted, and the layout shifts that were not caused by the
 * borrower's own input are summed until the page has settled. Nothing already painted may move when late
 * data arrives, in either market. (Lighthouse's simulation cannot see this: in its trace every answer has
 * already arrived. No timing is asserted, only movement.) Used by the page audit (page-audit.spec.ts) and
 * slow-answers.spec.ts.
 */

export const HOLD_MS = 1500;
export const MAX_CLS = 0.02;

export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Sums layout shifts without recent input from the first paint on, with what moved (for the message). */
export async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const name = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${name}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export interface HeldAnswers extends Network {
  /** Answers still held back. */
  pending: () => number;
}

/**
 * Holds every API answer back by HOLD_MS in the browser, where `rewrite` edits each JSON answer before it is
 * given (a template of another shape, images of another size). A hold alone is cheaper on the server
 * (SERVER_HOLD).
 */
export async function holdAnswers(
  page: Page,
  { rewrite }: { rewrite?: (url: URL, body: string) => string } = {},
): Promise<HeldAnswers> {
  let pending = 0;
  const matches = (url: URL) => isApiPath(url.pathname);
  const hold = async (route: Route) => {
    pending += 1;
    try {
      await new Promise((resume) => setTimeout(resume, HOLD_MS));
      if (rewrite && route.request().resourceType() !== 'image') {
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: rewrite(new URL(route.request().url()), await response.text()),
        });
      } else {
        await route.continue();
      }
    } catch {
      // The page went away while the answer was held.
    } finally {
      pending -= 1;
    }
  };
  const held: HeldAnswers = {
    pending: () => pending,
    quiet: watchNetwork(page).quiet,
  };
  await page.route(matches, hold);
  return held;
}

/**
 * The same hold on the demo server instead (its scenario's `delay`, for every API answer): nothing is
 * intercepted, so the page keeps its HTTP cache, which interception turns off. For a load whose answers are
 * held, or held and then failed (with the scenario's `faults`), not rewritten: set it with the `scenario`
 * fixture before the page opens, and clear the cookies to end it.
 */
export const SERVER_HOLD = { delayMs: HOLD_MS };

/**
 * Settled: the network quiet (every held answer in), then the page's markup unchanged for QUIET_DOM_MS (React
 * has revealed what the answers brought, images and fonts included, as a mutation or a load), and one more
 * frame. Waited for, not timed: a page that is still changing is waited on, up to 5 s.
 */
export async function settleNetwork(page: Page, network: Network): Promise<void> {
  await network.quiet();
  await domQuiet(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** How long the markup must stay unchanged to count as settled: React's reveal of a late answer is one commit. */
const QUIET_DOM_MS = 300;

/** Resolves once nothing in the document (and no image in it) has changed for QUIET_DOM_MS. */
export async function domQuiet(page: Page, quietMs = QUIET_DOM_MS): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((done) => {
        let timer = 0;
        const give = setTimeout(() => finish(), 5_000);
        const finish = () => {
          observer.disconnect();
          document.removeEventListener('load', restart, true);
          clearTimeout(timer);
          clearTimeout(give);
          done();
        };
        const restart = () => {
          clearTimeout(timer);
          timer = window.setTimeout(finish, quiet);
        };
        const observer = new MutationObserver(restart);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        // An image that arrives changes the layout without a mutation: its load restarts the wait too.
        document.addEventListener('load', restart, true);
        restart();
      }),
    quietMs,
  );
}

/** Settled: no answer held back, the network quiet, and then React's reveal and one more frame. */
export async function settle(page: Page, held: HeldAnswers): Promise<void> {
  await expect.poll(() => held.pending(), { timeout: 15_000, intervals: [100] }).toBe(0);
  await settleNetwork(page, held);
}

export async function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

export function report(shifts: Shift[]): string {
  return shifts
    .map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`)
    .join('\n');
}

export const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
