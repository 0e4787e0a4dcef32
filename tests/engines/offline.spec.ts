import { test, expect, listen } from './fixtures';
import { paths } from '../../src/config/paths';

/**
 * The offline shell in this engine. One visit online installs the service worker and
 * its precache; then the server is gone (a demo server of this test's own, on its own origin) and the app
 * still opens from the cache: static pages in both languages, and a data page with its offline message.
 * tests/e2e/offline.spec.ts covers the rest of the shell in Chromium.
 */

test('after one visit, the app opens with the server gone', async ({ page }) => {
  test.setTimeout(60_000);
  const { server, origin } = await listen({ serviceWorker: true });
  const stop = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  try {
    await page.goto(`${origin}/#/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Préstamos rápidos desde tu celular' }),
    ).toBeVisible();
    const supported = await page.evaluate(() => 'serviceWorker' in navigator);
    test.skip(!supported, 'this engine has no service workers');
    // The worker registers once the first page has painted and the browser is idle, then precaches.
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
          ),
        { timeout: 30_000 },
      )
      .toBe('activated');

    await stop();
    await page.goto('about:blank');
    await page.goto(`${origin}/#${paths.officialAbout}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.goto('about:blank');
    await page.goto(`${origin}/?type=1#${paths.privacyPolicy}`);
    await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A data page: its code and texts come from the cache, its call fails, and it says so with a retry. The
    // market in the URL: the tab keeps the one it was last opened in (English, just above).
    await page.goto('about:blank');
    await page.goto(`${origin}/?type=2#${paths.customerService}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Sin conexión');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  } finally {
    if (server.listening) await stop();
    // Leave no worker behind on that origin (its pages still open, from the cache).
    await page
      .evaluate(async () => {
        for (const registration of (await navigator.serviceWorker?.getRegistrations()) ?? [])
          await registration.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
      })
      .catch(() => undefined);
  }
});
