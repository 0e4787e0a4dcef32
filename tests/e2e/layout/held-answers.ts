import type { Page, Route } from '@playwright/test';
import { expect, watchNetwork } from '../fixtures';
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

export interface HeldAnswers {
  /** Answers still held back. */
  pending: () => number;
  /** While set, every answer fails: an HTTP 500 with a server message, or a dropped connection (offline). */
  failing: false | 'server' | 'offline';
  /** Resolves once no request of the page is in flight (watched from before the first navigation). */
  quiet: () => Promise<void>;
  /** Stops holding: later answers come as the server gives them. */
  release: () => Promise<void>;
}

/**
 * Holds every API answer back by HOLD_MS. `rewrite` edits each JSON answer before it is given (a template of
 * another shape, images of another size).
 */
export async function holdAnswers(
  page: Page,
  {
    failing = false,
    rewrite,
  }: { failing?: HeldAnswers['failing']; rewrite?: (url: URL, body: string) => string } = {},
): Promise<HeldAnswers> {
  let pending = 0;
  const matches = (url: URL) => isApiPath(url.pathname);
  const hold = async (route: Route) => {
    pending += 1;
    try {
      await new Promise((resume) => setTimeout(resume, HOLD_MS));
      if (held.failing === 'offline') {
        await route.abort('internetdisconnected');
      } else if (held.failing) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, success: false, message: 'Servicio no disponible' }),
        });
      } else if (rewrite && route.request().resourceType() !== 'image') {
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
    failing,
    quiet: watchNetwork(page).quiet,
    release: () => page.unroute(matches, hold),
  };
  await page.route(matches, hold);
  return held;
}

/** Settled: no answer held back, the network quiet, and then React's reveal and one more frame. */
export async function settle(page: Page, held: HeldAnswers): Promise<void> {
  await expect.poll(() => held.pending(), { timeout: 15_000, intervals: [100] }).toBe(0);
  await held.quiet();
  await page.waitForTimeout(700);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
