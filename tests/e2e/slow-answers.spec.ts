import { calls } from '../../src/config/calls';
import {
  HOLD_MS,
  MAX_CLS,
  holdAnswers,
  observeShifts,
  report,
  settle,
  shiftsOf,
  total,
} from './layout/held-answers';
import { test, expect } from './warm-context';
import { paths } from '../../src/config/paths';
import { pageUrl, ROUTES } from './routes';

/**
 * A slow network with answers the demo does not give (layout/held-answers.ts): every route's first load with
 * every answer held back, and its retry after a failure, are in the page audit's walk (page-audit.spec.ts).
 * Here, rewritten in the browser: server images of unexpected sizes, and the landing's template in every
 * shape, each arriving late. Nothing already painted may move (shifts without recent input at most 0.02).
 */

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
    await page.route(
      (url) => /\/__odd\/\d+\.svg$/.test(url.pathname) || url.pathname.endsWith(calls.captcha.path),
      async (image) => {
        await new Promise((resume) => setTimeout(resume, HOLD_MS));
        const index = Number(/(\d+)\.svg/.exec(image.request().url())?.[1] ?? 2);
        await image.fulfill({ contentType: 'image/svg+xml', body: oddImage(index) }).catch(() => undefined);
      },
    );
    await page.goto(pageUrl(route));
    await settle(page, held);
    // Until every odd image has arrived (each is held HOLD_MS), then two frames for its layout.
    const odd = page.locator('img[src*="/__odd/"]');
    await expect(odd.first()).toBeVisible();
    await expect
      .poll(() => odd.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
      .toBe(true);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
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
        url.pathname.endsWith(calls.channelTemplate.path)
          ? JSON.stringify({ code: 0, message: '', data: template })
          : body,
    });
    await page.goto(pageUrl(ROUTES.find((route) => route.path === paths.agreementTemplate)!));
    await settle(page, held);
    const shifts = await shiftsOf(page);
    expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
  });
