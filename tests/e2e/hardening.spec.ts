import type { Page } from '@playwright/test';
import { test, expect } from './warm-context';
import { ROUTES, routeUrl } from './routes';
import { paths } from '../../src/config/paths';

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
 * Each a load of its own where one could hide another: markup of both kinds with non-Latin text and a
 * right-to-left override in one value (each would run or garble alone as together), the words a careless
 * parse turns into values, and a value of 10,000 characters.
 */
const HOSTILE = [
  '<script>window.__xss=1</script>"><img src=x onerror="window.__xss=1">ñ中文🙂\u202e',
  'undefined',
  'null',
  'x'.repeat(10_000),
];

test.describe('hostile URL input', () => {
  for (const route of ROUTES) {
    test(`${route.path} survives hostile query values`, async ({ page }) => {
      failOnDialog(page);
      const keys = [
        'type',
        'deviceId',
        'sessionId',
        'userId',
        'clientType',
        'productId',
        'orderId',
        'orderNo',
        'problemId',
        'id',
        'amount',
        'payCode',
        'requestType',
        'problemType',
        'utm_tag',
        'crp_phe',
        'swift',
      ];
      for (const value of HOSTILE) {
        const query = keys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&');
        // The query before # goes to the server, which (like any) refuses a request line of hundreds of KB;
        // long values go after the #, which never leaves the browser. Repeated keys too: the same key
        // before and after the hash, and twice in one query.
        const pageQuery =
          value.length > 1000 ? 'type=1' : `${query}&type=1&type=${encodeURIComponent(value)}`;
        await page.goto(`/?${pageQuery}#${route.path}?${query}&${query}`);
        await expectHealthy(page);
      }
    });
  }
});

test.describe('server text is inert', () => {
  for (const route of ROUTES.filter((entry) => entry.data)) {
    test(`${route.path} renders server markup as text`, async ({ page, scenario }) => {
      failOnDialog(page);
      await scenario({ flags: { xss: '1' } });
      await page.goto(`/#${routeUrl(route)}`);
      await page.waitForLoadState('networkidle');
      await expectHealthy(page);
    });
  }

  test('error messages and toasts from the server are inert too', async ({ page, scenario }) => {
    failOnDialog(page);
    await scenario({ flags: { xss: '1' }, faults: { '*': 'code' } });
    for (const route of ROUTES.filter((entry) => entry.data)) {
      await page.goto(`/#${routeUrl(route)}`);
      await page.waitForLoadState('networkidle');
      await expectHealthy(page);
    }
  });
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
