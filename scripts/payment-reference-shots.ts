/**
 * Screenshots of the payment reference and cooling-off states: each new state at 360 × 640 (device pixel ratio 2) in both markets, from
 * production builds served by the loopback demo server under the CSP, in Chromium.
 *
 *   npx tsx scripts/payment-reference-shots.ts [out-dir] [port]
 *
 * Builds `dist-shots-19/` (defaults: Mexico shows no cooling-off) and `dist-shots-19-mx/` (a lender that
 * grants Mexico a 10-day cooling-off period, VITE_COOLING_OFF_DAYS_MEXICO=10) and writes PNGs to out-dir
 * (default docs/payment-reference, where the closing screenshots are kept), plus the reference pictures the share hands over (picture-*.png).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_SCENARIO_COOKIE } from '../src/config/demo-scenario';
import { findChromiumSync } from './find-chromium';
import { buildDemoDist, serveDemoDist } from './shots/demo-dist';
import { paths } from '../src/config/paths';
import { exampleLocation } from '../src/app/route-examples';

const out = process.argv[2] ?? 'docs/payment-reference';
const port = Number(process.argv[3] ?? 4292);
mkdirSync(out, { recursive: true });

type Market = 'es' | 'en';
const MARKET = {
  es: { query: '', order: 'MX24050007', channel: 'OXXO', amount: 335117, code: 'Código de pago' },
  en: { query: '?type=1', order: 'IN24050007', channel: 'PAYPOINT', amount: 1250000, code: 'Payment code' },
} as const;

async function newPage(
  browser: Browser,
  base: string,
  options: { share?: 'none' | 'files'; scenario?: string } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  if (options.scenario)
    await context.addCookies([{ name: DEMO_SCENARIO_COOKIE, value: options.scenario, url: base }]);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`    console: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.warn(`    page error: ${error.message}`));
  // Init scripts as text: tsx would wrap functions in a helper the page does not have.
  if (options.share === 'none')
    await page.addInitScript({
      content: `for (const key of ['share', 'canShare'])
        Object.defineProperty(Navigator.prototype, key, { configurable: true, value: undefined });`,
    });
  if (options.share === 'files')
    await page.addInitScript({
      content: `window.__files = [];
        Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data) => {
            for (const file of data.files || []) window.__files.push(Array.from(new Uint8Array(await file.arrayBuffer())));
          },
        });`,
    });
  return page;
}

const open = (page: Page, base: string, route: string, query: string) =>
  page.goto(`${base}/${query}#${route}`);
const instructions = (market: Market) => {
  const m = MARKET[market];
  return `${paths.repayInstructions}?productId=7&orderId=${m.order}&amount=${m.amount}&payCode=${m.channel}&requestType=1`;
};

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`  ${name}.png`);
}

async function generateVoucher(page: Page, base: string, market: Market) {
  await open(page, base, instructions(market), MARKET[market].query);
  await page.getByRole('region', { name: MARKET[market].code }).waitFor();
}

async function pictureShots(browser: Browser, base: string, market: Market) {
  const m = MARKET[market];
  // The PNG the share hands over.
  const sharing = await newPage(browser, base, { share: 'files' });
  await open(sharing, base, instructions(market), m.query);
  const code = sharing.getByRole('region', { name: m.code });
  await code
    .getByRole('button')
    .filter({ hasText: market === 'es' ? 'Compartir' : 'Share' })
    .click();
  // Polled from here: a waitForFunction predicate is evaluated with eval, which the CSP refuses.
  for (
    let tries = 0;
    tries < 100 && !((await sharing.evaluate('window.__files.length')) as number);
    tries += 1
  )
    await sharing.waitForTimeout(100);
  const [bytes] = (await sharing.evaluate('window.__files')) as number[][];
  writeFileSync(join(out, `${market}-picture-shared.png`), Buffer.from(bytes!));
  console.log(`  ${market}-picture-shared.png (the file navigator.share receives)`);
  await code
    .getByRole('button')
    .filter({ hasText: market === 'es' ? 'Compartir' : 'Share' })
    .scrollIntoViewIfNeeded();
  await shot(sharing, `${market}-01-instructions-share`);
  await sharing.context().close();

  // Where the phone cannot share: full-screen.
  const page = await newPage(browser, base, { share: 'none' });
  await open(page, base, instructions(market), m.query);
  await page.getByRole('region', { name: m.code }).getByRole('button').first().waitFor();
  await page
    .getByRole('region', { name: m.code })
    .getByRole('button', { name: market === 'es' ? 'Compartir la referencia' : 'Share the reference' })
    .click();
  await page.getByRole('dialog').getByRole('img').waitFor();
  await shot(page, `${market}-02-picture-fullscreen`);

  await open(page, base, exampleLocation({ path: paths.dragonpayInstructions }), m.query);
  // Neither market has Dragonpay: the page says so and leads to the loan's own ways to pay.
  await page.getByRole('heading', { level: 1, name: /Dragonpay/ }).waitFor();
  await shot(page, `${market}-03-dragonpay-not-available`);

  await page.context().close();

  // Offline, from the kept voucher (a fresh page: the picture code arrives after the voucher shows).
  const offline = await newPage(browser, base, { share: 'none' });
  await offlinePicture(offline, base, market);
}

async function offlinePicture(page: Page, base: string, market: Market) {
  const m = MARKET[market];
  await open(page, base, `${paths.repay}?productId=7&orderId=${m.order}`, m.query);
  await page
    .getByRole('link', { name: market === 'es' ? 'Pagar con OXXO' : 'Pay with PayPoint outlet' })
    .click();
  await page.getByRole('region', { name: m.code }).waitFor();
  await page.waitForResponse(/share-voucher-[\w-]+\.js$/);
  await page.goBack();
  await page.context().setOffline(true);
  await page.goForward();
  const saved = page.getByRole('region', {
    name: market === 'es' ? 'Referencia guardada en este teléfono' : 'Reference saved on this phone',
  });
  await saved
    .getByRole('button', { name: market === 'es' ? 'Compartir la referencia' : 'Share the reference' })
    .click();
  await page.getByRole('dialog').getByRole('img').waitFor();
  await shot(page, `${market}-04-picture-offline-from-kept-voucher`);
  await page.context().close();
}

async function paidPendingShots(browser: Browser, base: string, market: Market) {
  const m = MARKET[market];
  const page = await newPage(browser, base);
  await generateVoucher(page, base, market);
  await open(page, base, `${paths.loanDetails}?productId=7&orderId=${m.order}`, m.query);
  const panel = page.getByRole('region', { name: market === 'es' ? '¿Ya pagaste?' : 'Already paid?' });
  await panel.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -60));
  await shot(page, `${market}-05-loan-details-kept-voucher-order-due`);

  await open(page, base, `${paths.repay}?productId=7&orderId=${m.order}`, m.query);
  await panel.waitFor();
  await shot(page, `${market}-06-repay-kept-voucher-order-due`);

  // Posting time passed: the borrower said they paid 26 hours ago.
  await page.evaluate((order) => {
    const key = `voucher:${order}`;
    const kept = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...kept, paidAt: Date.now() - 26 * 3600 * 1000 }));
  }, m.order);
  await open(page, base, `${paths.loanDetails}?productId=7&orderId=${m.order}`, m.query);
  await panel.getByRole('link').scrollIntoViewIfNeeded();
  await shot(page, `${market}-07-loan-details-posting-time-passed`);

  await panel.getByRole('link').click();
  await page
    .getByRole('button', {
      name: new RegExp(`^${market === 'es' ? 'Pagos y reembolsos' : 'Payments and refunds'}`),
    })
    .click();
  await page.getByRole('textbox').first().waitFor();
  await shot(page, `${market}-08-complaint-prefilled`);

  await open(page, base, paths.testPreview, m.query);
  await page.getByLabel(market === 'es' ? 'ID de pedido' : 'Order ID').fill(m.order);
  const tools = page.getByRole('region', {
    name: market === 'es' ? 'Referencia guardada en este teléfono' : 'Reference kept on this phone',
  });
  await tools.scrollIntoViewIfNeeded();
  await shot(page, `${market}-09-test-preview-kept-voucher-tools`);
  await page.context().close();
}

async function coolingOffShots(browser: Browser, base: string, market: Market, suffix = '') {
  const m = MARKET[market];
  const page = await newPage(browser, base, { scenario: 'coolingOff=1' });
  await open(page, base, exampleLocation({ path: paths.confirmLoan }), m.query);
  const notice = page.getByRole('region', { name: market === 'es' ? /reflexión/ : /Cooling-off/ });
  await notice.waitFor();
  await notice.scrollIntoViewIfNeeded();
  await shot(page, `${market}-10-confirm-cooling-off${suffix}`);
  await open(page, base, `${paths.loanDetails}?productId=7&orderId=${m.order}`, m.query);
  const status = page.getByRole('region', {
    name: market === 'es' ? /todavía puedes cancelar/ : /you can still exit/,
  });
  await status.waitFor();
  await status.scrollIntoViewIfNeeded();
  await shot(page, `${market}-11-loan-details-cooling-off${suffix}`);
  await page.context().close();
}

const browser = await chromium.launch({
  executablePath: findChromiumSync(),
  args: ['--no-sandbox', '--disable-gpu'],
});
const servers: ChildProcess[] = [];
try {
  if (!process.env.SKIP_BUILD)
    await buildDemoDist('dist-shots-19', { VITE_COOLING_OFF_DAYS_MEXICO: undefined });
  if (!process.env.SKIP_BUILD)
    await buildDemoDist('dist-shots-19-mx', { VITE_COOLING_OFF_DAYS_MEXICO: '10' });
  servers.push(await serveDemoDist('dist-shots-19', port));
  servers.push(await serveDemoDist('dist-shots-19-mx', port + 1));
  const base = `http://127.0.0.1:${port}`;
  const mexicoConfigured = `http://127.0.0.1:${port + 1}`;
  for (const market of ['es', 'en'] as Market[]) {
    console.log(market);
    await pictureShots(browser, base, market);
    await paidPendingShots(browser, base, market);
  }
  console.log('cooling-off');
  await coolingOffShots(browser, base, 'en');
  await coolingOffShots(browser, mexicoConfigured, 'es', '-configured-10-days');
} finally {
  await browser.close();
  // Each server runs in its own process group (npx, then tsx): stop the group, by its id.
  for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
