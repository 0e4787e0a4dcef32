import { watchNetwork } from './fixtures';
import {
  HOLD_MS,
  MAX_CLS,
  holdAnswers,
  observeShifts,
  report,
  SERVER_HOLD,
  settle,
  settleNetwork,
  shiftsOf,
  total,
} from './layout/held-answers';
import { test, expect } from './warm-context';
import { pageUrl, ROUTES } from './routes';

/**
 * A slow network beyond the first load (layout/held-answers.ts): every route's first load with every
 * answer held back is in the page audit (page-audit.spec.ts). Here: the content that replaces an error
 * after a retry, server images of unexpected sizes, and the landing's template in every shape, each
 * arriving late. Nothing already painted may move (shifts without recent input at most 0.02).
 */

/** Routes whose first paint waits for an answer (their route loader calls the backend). */
const loaderRoutes = ROUTES.filter((route) => route.data && !route.callsOnAction);

/**
 * After a failed first answer, "retry" and a slow second answer: the content replaces the error in place.
 * Spanish fails with the server's message (an HTTP 500), English with the offline message (the connection
 * dropped). Held and failed by the demo server (its scenario), so the page keeps its HTTP cache.
 */
const FAILURES = [
  { locale: 'es', fault: '500', failure: 'a server error', retry: 'Reintentar' },
  { locale: 'en', fault: 'network', failure: 'going offline', retry: 'Try again' },
] as const;
for (const route of loaderRoutes)
  for (const { locale, fault, failure, retry } of FAILURES)
    test(`slow answers: ${route.path} (${locale}) retry after ${failure} does not move`, async ({
      page,
      scenario,
    }) => {
      const network = watchNetwork(page);
      await observeShifts(page);
      await scenario({ ...SERVER_HOLD, faults: { '*': fault } });
      await page.goto(pageUrl(route, locale));
      await settleNetwork(page, network);
      // The same cookie again, without the faults: the retry's answer is held and then given.
      await scenario(SERVER_HOLD);
      // The click itself is input; what the late answer moves half a second and more later is not.
      await page.getByRole('button', { name: retry }).first().click();
      await settleNetwork(page, network);
      const shifts = await shiftsOf(page);
      expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
    });

/**
 * Server images of a size nobody expected (a tall logo, a wide barcode, a square captcha), arriving late:
 * each sits in a box of its own size, so nothing moves when it loads. On every route that shows one.
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

for (const route of ROUTES.filter((entry) => entry.images))
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
    await expect(page.locator('img[src*="/__odd/"]').first()).toBeVisible();
    const shifts = await shiftsOf(page);
    expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
  });

/**
 * The landing's template in every shape a lender writes within the two lines kept for its title and its
 * pitch: the form never moves when it arrives. A longer text is never cut with "…" (every word a lender
 * writes is read): it grows its box once, when it arrives (registration.css).
 */
const LANDING_TEMPLATES = {
  'no banner, a two-line title': {
    title: 'Préstamos rápidos y sin papeleo, hoy mismo',
    subtitle: 'Regístrate con tu celular y solicita tu dinero en minutos.',
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
