/**
 * Screenshots of the pages a borrower reads a loan on, in both markets, as they are seen on cheap phones:
 * 360 px, 320 px, and 360 px with every font size doubled (Android's system font size, tests/e2e/layout/
 * text-zoom.ts). A production build of the demo, served by the loopback demo server under the CSP, in
 * Chromium; each page whole (full height), the statement's sheet as it opens.
 *
 *   npx tsx scripts/market-pages-shots.ts [--only=mx,in,hi] [--pages=confirm,repay] [--views=360] [out-dir] [port]
 *
 * Builds `dist-shots-pages/` and writes `<page>-<mx|in|hi>-<360|320|360x2>.jpg` to out-dir (default
 * docs/screenshots/pages), with `index.md`: every shot and its page's height in CSS pixels. `hi` is India's
 * pages in Hindi (`type=1&language=hi`). `--only` takes those sets again and keeps the other sets' rows.
 * `--views` takes only those widths (`360`, `320`, `360x2`), for comparing a change's pictures before and
 * after in another out-dir; it writes no index.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { format } from 'prettier';
import { installTextZoom } from '../tests/e2e/layout/text-zoom';
import { findChromiumSync } from './find-chromium';
import { buildDemoDist, serveDemoDist } from './shots/demo-dist';
import { paths } from '../src/config/paths';
import { DEMO_SCENARIO_COOKIE, formatDemoScenario, type DemoScenario } from '../src/config/demo-scenario';
import { exampleLocation, exampleQuery } from '../src/app/route-examples';

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const [outArg, portArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const out = outArg ?? 'docs/screenshots/pages';
const port = Number(portArg ?? 4293);
const dist = 'dist-shots-pages';
mkdirSync(out, { recursive: true });

/** Mexico in Spanish, India in English, India in Hindi. */
type Market = 'mx' | 'in' | 'hi';
const SETS: readonly Market[] = ['mx', 'in', 'hi'];
const only = flags
  .find((flag) => flag.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter((set): set is Market => (SETS as readonly string[]).includes(set));
const chosen = only?.length ? only : SETS;
/** `--pages` takes those pages again and keeps the other pages' rows. */
const pages = flags
  .find((flag) => flag.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');
const QUERY: Record<Market, string> = { mx: 'type=2', in: 'type=1', hi: 'type=1&language=hi' };

interface Shot {
  name: string;
  /** The hash route with its query, per market. */
  route: Record<Market, string>;
  /** A button to press once the page is there (its name per market); the shot is then of the viewport. */
  press?: Record<Market, string>;
  /** The first screen only: a legal document is tens of screens long (its height is still recorded). */
  firstScreen?: true;
  /** The demo's scenario for this shot (an order status), in its cookie. */
  scenario?: Partial<DemoScenario>;
}

const order = { mx: 'MX24050007', in: 'IN24050007', hi: 'IN24050007' };
/** What the main loan owes now in each market: a reference for it pays what is due (the route examples'). */
const due = {
  mx: new URLSearchParams(exampleQuery(paths.repayInstructions, 'mx')).get('amount'),
  in: new URLSearchParams(exampleQuery(paths.repayInstructions, 'in')).get('amount'),
};
const both = (route: (market: Market) => string) => ({ mx: route('mx'), in: route('in'), hi: route('hi') });

const SHOTS: Shot[] = [
  { name: 'landing', route: both(() => `${paths.agreementTemplate}?id=1&app_from=ad`) },
  { name: 'confirm', route: both(() => exampleLocation({ path: paths.confirmLoan })) },
  {
    name: 'confirm-statement',
    route: both(() => exampleLocation({ path: paths.confirmLoan })),
    press: {
      mx: 'Ver la carátula del crédito',
      in: 'Open the Key Facts Statement',
      hi: 'मुख्य तथ्य विवरण (केएफएस) खोलें',
    },
  },
  { name: 'loan-details', route: both((m) => `${paths.loanDetails}?productId=7&orderId=${order[m]}`) },
  {
    name: 'loan-details-overdue',
    route: both((m) => `${paths.loanDetails}?productId=7&orderId=${order[m]}`),
    scenario: { status: '180' },
  },
  { name: 'order-list', route: both(() => paths.order) },
  { name: 'recommend-list', route: both(() => paths.recommendList) },
  { name: 'product', route: both(() => exampleLocation({ path: paths.product })) },
  { name: 'repay', route: both((m) => `${paths.repay}?productId=7&orderId=${order[m]}`) },
  { name: 'extension', route: both((m) => `${paths.repayDelay}?productId=7&orderId=${order[m]}`) },
  {
    name: 'pay-store',
    route: {
      mx: `${paths.repayInstructions}?productId=7&orderId=${order.mx}&amount=${due.mx}&payCode=OXXO&requestType=1`,
      in: `${paths.repayInstructions}?productId=7&orderId=${order.in}&amount=${due.in}&payCode=PAYPOINT&requestType=1`,
      hi: `${paths.repayInstructions}?productId=7&orderId=${order.in}&amount=${due.in}&payCode=PAYPOINT&requestType=1`,
    },
  },
  {
    name: 'pay-qr',
    route: {
      mx: `${paths.repayInstructions}?productId=7&orderId=${order.mx}&amount=${due.mx}&payCode=CODI&requestType=1`,
      in: `${paths.repayInstructions}?productId=7&orderId=${order.in}&amount=${due.in}&payCode=UPI&requestType=1`,
      hi: `${paths.repayInstructions}?productId=7&orderId=${order.in}&amount=${due.in}&payCode=UPI&requestType=1`,
    },
  },
  {
    name: 'pay-transfer',
    route: {
      mx: `${paths.repayInstructions}?productId=7&orderId=${order.mx}&amount=${due.mx}&payCode=SPEI&requestType=1`,
      in: `${paths.repayInstructions}?productId=7&orderId=${order.in}&amount=${due.in}&payCode=IMPS&requestType=1`,
      hi: `${paths.repayInstructions}?productId=7&orderId=${order.in}&amount=${due.in}&payCode=IMPS&requestType=1`,
    },
  },
  { name: 'contract', route: both((m) => `${paths.loanAgreement}?orderNo=${order[m]}`) },
  { name: 'contract-periods', route: both((m) => `${paths.loanAgreementPeriods}?orderNo=${order[m]}`) },
  { name: 'statement', route: both((m) => `${paths.loanStatement}?productId=7&orderId=${order[m]}`) },
  { name: 'loan-terms', route: both(() => paths.loanTerms), firstScreen: true },
  { name: 'privacy', route: both(() => paths.privacyPolicy), firstScreen: true },
  { name: 'complaint', route: both((m) => `${paths.complaint}?orderId=${order[m]}`) },
  {
    name: 'complaint-form',
    route: both((m) => `${paths.complaintForm}?problemType=2&orderNo=${order[m]}&orderId=${order[m]}`),
  },
];

const ALL_VIEWS = [
  { suffix: '360', width: 360, zoom: 1 },
  { suffix: '320', width: 320, zoom: 1 },
  { suffix: '360x2', width: 360, zoom: 2 },
] as const;
const views = flags
  .find((flag) => flag.startsWith('--views='))
  ?.slice('--views='.length)
  .split(',');
const VIEWS = ALL_VIEWS.filter((view) => !views || views.includes(view.suffix));

/** Returns the page's height in CSS pixels. */
async function take(
  browser: Browser,
  shot: Shot,
  market: Market,
  view: (typeof ALL_VIEWS)[number],
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: 640 },
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
  });
  if (shot.scenario)
    await context.addCookies([
      {
        name: DEMO_SCENARIO_COOKIE,
        value: formatDemoScenario(shot.scenario),
        url: `http://127.0.0.1:${port}/`,
      },
    ]);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`    page error: ${error.message}`));
  // As text, with the helper tsx wraps named functions in (the page has none of its own).
  await page.addInitScript({
    content: `var __name = (target) => target; (${installTextZoom.toString()})();`,
  });
  await page.goto(`http://127.0.0.1:${port}/?${QUERY[market]}#${shot.route[market]}`);
  await page.getByRole('main').first().waitFor();
  // Data, the lazy parts and the fonts' reflow settle.
  await page.waitForTimeout(1500);
  if (view.zoom !== 1) {
    await page.evaluate(`window.__textZoom(${view.zoom})`);
    await page.waitForTimeout(300);
  }
  // Scrolled through once, as a borrower reads it: a picture that loads lazily (a sample receipt at the
  // foot of the instructions) is in the shot as it is on the phone, not an empty box.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
    }
    scrollTo(0, 0);
    await Promise.race([
      Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      new Promise((done) => setTimeout(done, 3000)),
    ]);
  })()`);
  const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
  const path = join(out, `${shot.name}-${market}-${view.suffix}.jpg`);
  if (shot.press) {
    await page.getByRole('button', { name: shot.press[market] }).click();
    await page.getByRole('dialog').getByRole('region').first().waitFor();
    await page.waitForTimeout(500);
  }
  // JPEG: a hundred whole pages as PNG would add tens of megabytes to the repository.
  await page.screenshot({ path, type: 'jpeg', quality: 70, fullPage: !shot.press && !shot.firstScreen });
  console.log(`  ${path} (${height} px)`);
  await context.close();
  return height;
}

await buildDemoDist(dist);
const server = await serveDemoDist(dist, port);
const browser = await chromium.launch({
  executablePath: findChromiumSync(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
/** The rows already in index.md, by page and set: a run of some sets keeps the others'. */
const kept = new Map<string, string>();
const indexPath = join(out, 'index.md');
if ((only?.length || pages?.length) && existsSync(indexPath))
  for (const line of readFileSync(indexPath, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length > 3 && SETS.includes(cells[2] as Market)) kept.set(`${cells[1]} ${cells[2]}`, line);
  }
const rows: string[] = [];
try {
  for (const shot of SHOTS)
    for (const market of SETS) {
      if (!chosen.includes(market) || (pages && !pages.includes(shot.name))) {
        const row = kept.get(`${shot.name} ${market}`);
        if (row) rows.push(row);
        continue;
      }
      const heights: string[] = [];
      for (const view of VIEWS) {
        const height = await take(browser, shot, market, view);
        heights.push(`[${height}](${shot.name}-${market}-${view.suffix}.jpg)`);
      }
      rows.push(`| ${shot.name} | ${market} | ${heights.join(' | ')} |`);
    }
  const index = [
    '# Pages in both markets (India in English and in Hindi)',
    '',
    'Made by `npx tsx scripts/market-pages-shots.ts`: each page of the demo build, whole, at 360 px, 320 px and',
    '360 px with every font size doubled; a sheet (`confirm-statement`) as it opens. Each figure is the',
    "page's height in CSS pixels and links to its picture (of the first screen only for the legal documents).",
    'Market `hi` is India in Hindi (`type=1&language=hi`).',
    '',
    '| page | market | 360 px | 320 px | 360 px, text × 2 |',
    '| --- | --- | --: | --: | --: |',
    ...rows,
    '',
  ].join('\n');
  // In the repository's own style, so `prettier --check` passes on what this writes.
  if (!views)
    writeFileSync(join(out, 'index.md'), await format(index, { parser: 'markdown', printWidth: 110 }));
} finally {
  await browser.close();
  process.kill(-server.pid!);
}
