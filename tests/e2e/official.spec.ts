import type { Page } from '@playwright/test';
import { test, expect, openRoute } from './fixtures';
import { paths } from '../../src/config/paths';

const SECTIONS = [
  { nav: 'Sobre nosotros', heading: 'Sobre nosotros', hash: `#${paths.officialAbout}` },
  { nav: 'Comentarios', heading: 'Comentarios', hash: `#${paths.officialContact}` },
  {
    nav: 'Términos y condiciones del préstamo',
    heading: 'Términos y condiciones del préstamo',
    hash: `#${paths.officialLoan}`,
  },
  { nav: 'Política de privacidad', heading: 'Política de privacidad', hash: `#${paths.officialPolicy}` },
  { nav: 'Inicio', heading: 'Préstamos rápidos desde tu celular', hash: '#/' },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del sitio' });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('official site on a phone (360x640)', () => {
  test('moves through every section with the menu and marks the current one', async ({
    page,
    pageErrors,
  }) => {
    await openRoute(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Préstamos rápidos desde tu celular' }),
    ).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menú' });
    for (const section of SECTIONS) {
      await expect(nav(page).getByRole('link', { name: section.nav })).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await nav(page).getByRole('link', { name: section.nav }).click();
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeAttached();
      await expect(page).toHaveURL(new RegExp(`${section.hash.replace('/', '\\/')}$`));
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(nav(page).getByRole('link', { name: section.nav })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
      await menu.click();
      await expectNoHorizontalScroll(page);
    }
    expect(pageErrors).toEqual([]);
  });

  test('sends the feedback form locally', async ({ page, pageErrors }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      // Code, styles, images and the page's build-time rendering are files, not calls.
      const { pathname } = new URL(request.url());
      if (!/\.(js|css|svg)$|^\/assets\/prerender\//.test(pathname) && request.resourceType() !== 'document')
        calls.push(request.url());
    });
    await openRoute(page, paths.officialContact);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Llena los cuatro campos.')).toBeVisible();
    await page.getByLabel('Nombre').fill('Ana López');
    await page.getByLabel('Teléfono').fill('5512345678');
    await page.getByLabel('Correo electrónico').fill('ana@example.com');
    await page.getByLabel('Mensaje').fill('Me gustaría saber cómo pagar en efectivo.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('¡Listo!')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveValue('');
    expect(calls).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('the carousel rotates by itself and follows a swipe', async ({ page }) => {
    await openRoute(page, '/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    const current = carousel.locator('button[aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', 'Mostrar promoción 1');
    await expect(current).toHaveAttribute('aria-label', 'Mostrar promoción 2', { timeout: 5000 });
    // A swipe is a scroll of the snap container.
    await carousel
      .getByRole('group')
      .locator('..')
      .evaluate((track) => {
        track.scrollTo({ left: track.clientWidth * 2, behavior: 'auto' });
      });
    await expect(current).toHaveAttribute('aria-label', 'Mostrar promoción 3');
    await expect(page.getByRole('group', { name: '3 de 3' })).toBeInViewport();
  });

  test('nothing shifts while the home page loads', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openRoute(page, paths.officialAbout);
    await expect(page.getByRole('img').first()).toBeVisible();
    await openRoute(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.04);
  });
});

test.describe('official site on a desktop (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('shows the nav as a bar and moves through every section', async ({ page, pageErrors }) => {
    await openRoute(page, '/');
    await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
    for (const section of SECTIONS) {
      await nav(page).getByRole('link', { name: section.nav }).click();
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeAttached();
      await expect(nav(page).getByRole('link', { name: section.nav })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('contentinfo')).toContainText('Préstamo Digital');
      await expectNoHorizontalScroll(page);
    }
    expect(pageErrors).toEqual([]);
  });

  test('sends the feedback form', async ({ page }) => {
    await openRoute(page, paths.officialContact, '?type=1');
    await page.getByLabel('Name').fill('Raj');
    await page.getByLabel('Telephone').fill('9876543210');
    await page.getByLabel('Email').fill('raj@example.in');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Done!')).toBeVisible();
  });
});
