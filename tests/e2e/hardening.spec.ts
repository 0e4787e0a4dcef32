import type { Page } from '@playwright/test';
import { test, expect } from './warm-context';
import { ROUTES, routeUrl } from './routes';
import { paths } from '../../src/config/paths';
import { HOSTILE_VALUES, hostilePageQuery, hostileQuery } from '../support/hostile-url';

/** Not blank, not the crash screen, and nothing a server or URL sent ran as markup. */
async function expectHealthy(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^(Algo salió mal|Something went wrong)$/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('#root script, #root img[onerror], #root [onerror]')).toHaveCount(0);
}

function failOnDialog(page: Page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

/**
 * What only a browser runs: the inline scripts in <head> read the URL before any app code (the market, the
 * route, its first calls: src/boot/inline), the app then starts from the real address, and a script that did
 * run would run. On the home page, and on two pages whose first calls the head sends with the URL's values.
 * Every route's own reading of these values, and the server's text on every page, are proven in
 * tests/integration/app/hostile-url.test.tsx.
 */
test.describe('hostile URL input', () => {
  for (const path of [paths.home, paths.loanDetails, paths.repay]) {
    test(`${path} survives hostile query values`, async ({ page }) => {
      failOnDialog(page);
      for (const value of HOSTILE_VALUES) {
        const query = hostileQuery(value);
        // Repeated keys too: the same key before and after the hash, and twice in one query.
        await page.goto(`/?${hostilePageQuery(value)}#${path}?${query}&${query}`);
        await expectHealthy(page);
      }
    });
  }
});

test.describe('a missing or broken host', () => {
  test('a bridge that throws on every action never breaks a page', async ({ page }) => {
    failOnDialog(page);
    await page.addInitScript(() => {
      const explode = () => {
        throw new Error('host crashed');
      };
      (window as unknown as Record<string, unknown>).AndroidBridge = new Proxy({}, { get: () => explode });
    });
    await page.goto(`/#${paths.customerService}`);
    await page.getByRole('link', { name: /\d{3}/ }).first().click();
    await expectHealthy(page);
  });

  test('storage that throws never breaks a page', async ({ page }) => {
    failOnDialog(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      Object.defineProperty(document, 'cookie', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
        set() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    for (const route of ROUTES) {
      await page.goto(`/#${routeUrl(route)}`);
      await expectHealthy(page);
    }
  });
});
