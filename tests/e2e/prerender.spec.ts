import { calls } from '../../src/config/calls';
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/app/route-table';
import { demoCaptchaFor } from '../../src/demo/fixtures/registration';
import common from '../../src/lib/i18n/locales/common.es';
import { test, expect } from './fixtures';
import { pageUrl, ROUTES, type Locale } from './routes';
import { paths } from '../../src/config/paths';

const PHONE_REFUSED = 'Ingresa correctamente tu número de celular: 10 dígitos.';

/**
 * The page before the framework: the prerendered routes paint from the HTML the build made, in
 * the market's language, before any module has arrived; then React hydrates that HTML (no mismatch: the
 * fixture fails on the console error start-up writes for one) and nothing typed or tapped meanwhile is lost.
 */

const PRERENDERED = routeTable.filter((def) => def.prerender).map((def) => def.path);
const LOCALES: Locale[] = ['es', 'en'];
const JS = /\.m?js(\?|$)/;

/** Holds every script back until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(JS, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('the route table prerenders the official site, the legal texts, the static loan pages, the landing and the download page', () => {
  expect(PRERENDERED.sort()).toEqual(
    [
      '/',
      paths.officialAbout,
      paths.officialUser,
      paths.officialContact,
      paths.officialPolicy,
      paths.officialLoan,
      paths.aboutUs,
      paths.jointLoginError,
      paths.privacyPolicy,
      paths.loanTerms,
      paths.agreementTemplate,
      paths.downloadTemplate,
    ].sort(),
  );
});

for (const path of PRERENDERED) {
  const route = ROUTES.find((entry) => entry.path === path)!;
  const def = routeTable.find((entry) => entry.path === path)!;
  for (const locale of LOCALES)
    test(`${path} (${locale}) paints before any script, then hydrates that HTML`, async ({
      page,
      pageErrors,
    }) => {
      const release = await holdScripts(page);
      await page.goto(pageUrl(route, locale), { waitUntil: 'commit' });
      const root = page.locator('#root');
      await expect(root).toHaveAttribute('data-prerendered', `${path.toLowerCase()}|${locale}`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      await expect(page.getByRole('heading', { name: common.notFound.title })).toHaveCount(0);
      // Written in the market's language: the English page says so on <html> once the app runs, but
      // its text is English already.
      if (path === paths.agreementTemplate)
        await expect(page.getByLabel(locale === 'en' ? 'Mobile number' : 'Número de celular')).toBeVisible();
      const before = await heading.textContent();
      expect(before?.trim()).toBeTruthy();
      const node = await heading.elementHandle();

      release();
      // Hydrated: the page answers (the document title is React's), and it is the same node, not a copy.
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect.poll(() => page.title()).not.toBe('Préstamo');
      expect(await node!.evaluate((element) => element.isConnected)).toBe(true);
      // A page with data (the landing's template) may change its text once the data arrives.
      if (!def.data) expect(await heading.textContent()).toBe(before);
      // Start-up writes a console error for a hydration mismatch (src/app/start.tsx).
      expect(pageErrors).toEqual([]);
    });
}

test('the landing shows its form before any script, and keeps what was typed and tapped meanwhile', async ({
  page,
  pageErrors,
}) => {
  const release = await holdScripts(page);
  const sms: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(calls.sendSms.path)) sms.push(request.url());
  });
  await page.goto(`/#${paths.agreementTemplate}?id=1&app_from=ad`, { waitUntil: 'commit' });
  const phone = page.getByLabel('Número de celular');
  await expect(phone).toBeVisible();
  await expect(page.getByRole('button', { name: 'Obtener código' })).toBeVisible();
  await phone.click();
  await page.keyboard.type('551234567');
  // A tap on "get code" with a number one digit short: it waits, then the app answers it once it runs.
  await page.getByRole('button', { name: 'Obtener código' }).click();
  expect(await page.evaluate(() => document.title)).toBe('Préstamo');
  await expect(page.getByText(PHONE_REFUSED)).toHaveCount(0);

  release();
  await expect(page.getByText(PHONE_REFUSED)).toBeVisible();
  // The phone number typed before the app ran is the app's now: one more digit makes it whole.
  await phone.click();
  await page.keyboard.press('End');
  await page.keyboard.type('8');
  await expect(phone).toHaveValue('5512345678');
  expect(sms).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the landing says who asks before any script, and keeps a consent ticked meanwhile', async ({
  page,
  pageErrors,
}) => {
  const release = await holdScripts(page);
  const sms: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(calls.sendSms.path)) sms.push(request.url());
  });
  await page.goto(`/#${paths.agreementTemplate}?id=1&app_from=ad`, { waitUntil: 'commit' });
  // The lender, the CAT and the consent are in the build's HTML: the page paints them before any script.
  const banner = page.locator('main header');
  await expect(banner).toContainText('Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.');
  await expect(banner).toContainText('CAT promedio 1,126.1% sin IVA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasta $8,000.00, solicítalo en minutos');
  const consent = page.getByRole('checkbox', { name: /^He leído el aviso de privacidad/ });
  await expect(consent).not.toBeChecked();
  await page.getByLabel('Número de celular').fill('5512345678');
  // Tapped on its label's text, as a thumb would: the browser ticks it before the app is there.
  await page.getByText(/^He leído el aviso de privacidad/).click();
  await expect(consent).toBeChecked();
  expect(await page.evaluate(() => document.title)).toBe('Préstamo');

  release();
  await expect.poll(() => page.title()).not.toBe('Préstamo');
  // The app took the tick over: it stays ticked through its renders, and a code can be sent at once.
  const picture = page.getByRole('img', { name: 'Código de verificación. Toca para cambiarlo' });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const sid = new URL((await picture.getAttribute('src'))!).searchParams.get('sid')!;
  await page.getByLabel('Código de la imagen').fill(demoCaptchaFor(sid));
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await expect(page.getByRole('status')).toHaveText('Te enviamos el código. Revisa los SMS de tu celular.');
  await expect(consent).not.toHaveAttribute('aria-invalid');
  expect(sms).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('a link followed before the app ran opens its page, rendered fresh', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/#/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Menú' }).waitFor();
  await page.evaluate((hash) => (location.hash = hash), `#${paths.officialAbout}`);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nosotros');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '/|es');
});

test('the visitor keeps their place on a long page when the app takes over', async ({ page, pageErrors }) => {
  const release = await holdScripts(page);
  await page.goto(`/#${paths.privacyPolicy}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await expect.poll(() => page.title()).toBe('Aviso de privacidad integral');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(pageErrors).toEqual([]);
});
