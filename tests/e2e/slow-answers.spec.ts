import type { Page, Route } from '@playwright/test';
import { test, expect, watchNetwork } from './fixtures';
import { isApiPath } from '../../src/demo/api-prefixes';
import { routeTable } from '../../src/app/route-table';
import { findRouteDef } from '../../src/lib/router/route-def';
import { pageUrl, ROUTES, type Locale } from './routes';

/**
 * A slow network as the borrower sees it. Every API answer is held back for HOLD_MS, the way a
 * slow 4G answer arrives after the page has painted, and the layout shifts that were not caused by the
 * borrower's own input are summed until the page has settled. Nothing already painted may move when late
 * data arrives, in either market. (Lighthouse's simulation cannot see this: in its trace every answer has
 * already arrived. tests/e2e/speed is deterministic instead: no timing is asserted, only movement.)
 */

const HOLD_MS = 1500;
const MAX_CLS = 0.02;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Sums layout shifts without recent input from the first paint on, with what moved (for the message). */
async function observeShifts(page: Page): Promise<void> {
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

interface HeldAnswers {
  /** Answers still held back. */
  pending: () => number;
  /** While set, every answer fails: an HTTP 500 with a server message, or a dropped connection (offline). */
  failing: false | 'server' | 'offline';
  /** Resolves once no request of the page is in flight (watched from before the first navigation). */
  quiet: () => Promise<void>;
}

/**
 * Holds every API answer back by HOLD_MS. `rewrite` edits each JSON answer before it is given (a template of
 * another shape, images of another size).
 */
async function holdAnswers(
  page: Page,
  {
    failing = false,
    rewrite,
  }: { failing?: HeldAnswers['failing']; rewrite?: (url: URL, body: string) => string } = {},
): Promise<HeldAnswers> {
  let pending = 0;
  const held: HeldAnswers = { pending: () => pending, failing, quiet: watchNetwork(page).quiet };
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
  await page.route((url) => isApiPath(url.pathname), hold);
  return held;
}

/** Settled: no answer held back, the network quiet, and then React's reveal and one more frame. */
async function settle(page: Page, held: HeldAnswers): Promise<void> {
  await expect.poll(() => held.pending(), { timeout: 15_000, intervals: [100] }).toBe(0);
  await held.quiet();
  await page.waitForTimeout(700);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

function report(shifts: Shift[]): string {
  return shifts
    .map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`)
    .join('\n');
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

const LOCALES: Locale[] = ['es', 'en'];

for (const route of ROUTES)
  for (const locale of LOCALES)
    test(`slow answers: ${route.path} (${locale}) does not move`, async ({ page, pageErrors }) => {
      await observeShifts(page);
      const held = await holdAnswers(page);
      await page.goto(pageUrl(route, locale));
      await settle(page, held);
      const shifts = await shiftsOf(page);
      expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
      expect(pageErrors).toEqual([]);
    });

/** Routes whose first paint waits for an answer (their route loader calls the backend). */
const loaderRoutes = ROUTES.filter((route) => findRouteDef(routeTable, route.path)?.data);

/**
 * After a failed first answer, "retry" and a slow second answer: the content replaces the error in place.
 * Spanish fails with the server's message, English with the offline message.
 */
const FAILURES = [
  { locale: 'es', failing: 'server', retry: 'Reintentar' },
  { locale: 'en', failing: 'offline', retry: 'Try again' },
] as const;
for (const route of loaderRoutes)
  for (const { locale, failing, retry } of FAILURES)
    test(`slow answers: ${route.path} (${locale}) retry after ${failing === 'server' ? 'a server error' : 'going offline'} does not move`, async ({
      page,
    }) => {
      await observeShifts(page);
      const held = await holdAnswers(page, { failing });
      await page.goto(pageUrl(route, locale));
      await settle(page, held);
      held.failing = false;
      // The click itself is input; what the late answer moves half a second and more later is not.
      await page.getByRole('button', { name: retry }).first().click();
      await settle(page, held);
      const shifts = await shiftsOf(page);
      expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
    });

/**
 * Server images of a size nobody expected (a tall logo, a wide barcode, a square captcha), arriving late:
 * each sits in a box of its own size, so nothing moves when it loads.
 */
const ODD_IMAGES = [
  { width: 40, height: 400 },
  { width: 900, height: 60 },
  { width: 300, height: 300 },
];
const oddImage = (index: number) => {
  const { width, height } = ODD_IMAGES[index % ODD_IMAGES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c33"/></svg>`;
};

for (const route of ROUTES.filter((entry) => entry.data))
  test(`slow answers: ${route.path} images of unexpected size do not move`, async ({ page }) => {
    await observeShifts(page);
    let next = 0;
    // Every image the server names (inline in the demo) becomes a late image of an unexpected size.
    const held = await holdAnswers(page, {
      rewrite: (_url, body) => body.replace(/data:image\/[^"]+/g, () => `/__odd/${next++}.svg`),
    });
    await page.route(/\/__odd\/\d+\.svg$|\/get-captcha\b/, async (image) => {
      await new Promise((resume) => setTimeout(resume, HOLD_MS));
      const index = Number(/(\d+)\.svg/.exec(image.request().url())?.[1] ?? 2);
      await image.fulfill({ contentType: 'image/svg+xml', body: oddImage(index) }).catch(() => undefined);
    });
    await page.goto(pageUrl(route));
    await settle(page, held);
    await page.waitForTimeout(HOLD_MS);
    const shifts = await shiftsOf(page);
    expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
  });

/** The landing's template in every shape: the form never moves when it arrives. */
const LANDING_TEMPLATES = {
  'no banner, a long title': {
    title: 'Préstamos personales rápidos, seguros y sin papeleo para todo México, hoy mismo y sin aval',
    subtitle:
      'Regístrate con tu número de celular, recibe tu código por SMS y solicita tu dinero en minutos desde cualquier lugar.',
    backgroundColor: '#fff3e0',
    buttonText: 'Quiero mi préstamo ahora mismo, por favor',
  },
  'a banner, a short title': {
    title: 'Hola',
    subtitle: 'Ya.',
    bannerUrl:
      'data:image/svg+xml;charset=utf-8,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2240%22 height=%22400%22/%3E',
    backgroundColor: 'rgb(20, 20, 60)',
  },
  'an empty template': {},
};
for (const [name, template] of Object.entries(LANDING_TEMPLATES))
  test(`slow answers: the landing with ${name} does not move`, async ({ page }) => {
    await observeShifts(page);
    const held = await holdAnswers(page, {
      rewrite: (url, body) =>
        url.pathname.endsWith('/channel-template')
          ? JSON.stringify({ code: 0, message: '', data: template })
          : body,
    });
    await page.goto('/#/agreementTemplate?id=1&app_from=ad');
    await settle(page, held);
    const shifts = await shiftsOf(page);
    expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
  });
