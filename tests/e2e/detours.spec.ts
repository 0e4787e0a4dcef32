import { NEXT_DEPLOY_MARK } from '../../scripts/e2e-next-deploy';
import { exampleLocation } from '../../src/app/route-examples';
import { calls } from '../../src/config/calls';
import { paths } from '../../src/config/paths';
import { CRASH_TITLE } from './matrix/page-checks';
import { ROUTES, pageUrl, type Locale } from './routes';
import { test, expect, type SeenRequest } from './detours/harness';

/**
 * Detours: what a borrower does besides the straight path (a deploy under an open app, back and forward, a
 * reload, a slow next file, a lost session), each run in Chromium, WebKit and Gecko through
 * tests/e2e/detours/harness.ts, never retried: a detour that passes only sometimes is a failure here.
 * A money journey carries the tag @money (scripts/ci-summary.ts). How to add one: docs/testing.md, "What the
 * tests cover".
 */
test.describe.configure({ retries: 0 });

const NOT_FOUND = /^(Página no encontrada|Page not found)$/;

const PUSH = calls.loanConfirmSubmit.path;
const VCODE = calls.generateVoucher.path;
const DETAILS_CALL = calls.loanDetails.path;
const REPAY_CALL = calls.repayDetail.path;
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (request: SeenRequest | undefined) => request?.headers['idempotency-key'];

/**
 * One walk over the routes per engine. Chromium's is the page audit (tests/e2e/page-audit.spec.ts); WebKit's
 * and Gecko's is this detour's: every route of the next build renders its content (no error view, no crash,
 * not the not-found page) in the market's language, under the production CSP (the harness fails a test on any
 * page error, console error or CSP violation). Each route once per engine, the markets taking turns down the
 * route table and the two engines opposite turns: each engine opens both markets, and each route in each
 * market opens in one of them. Both markets' pages load from the same sources under the same CSP
 * (deploy/csp.ts); what the market changes is their words and figures. Every route in both markets, per
 * engine, took WebKit 31 s and Gecko 48 s of a CI run.
 */
const WALK_LOCALES = ['es', 'en'] as const;
const walkedHere = (engine: string) =>
  engine === 'chromium'
    ? []
    : ROUTES.map((route, index) => ({
        route,
        locale: WALK_LOCALES[(index + (engine === 'gecko' ? 1 : 0)) % WALK_LOCALES.length]!,
      }));

test('a deploy: the next build under the same headers, and every page of it loads with no CSP violation', async ({
  page,
  deploy,
  engine,
}) => {
  const walk = walkedHere(engine);
  test.setTimeout(60_000 + walk.length * 5_000);
  // The shell, a deep link and the build's entry file (its name changes with the build; its headers may not).
  const paths = async () => {
    const html = await (await fetch(`${deploy.origin}/`)).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    return ['/', '/index.html', '/some/deep/link', entry!];
  };
  const before = await Promise.all((await paths()).map(deploy.headers));
  await page.goto(`${deploy.origin}/#/`);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-build-mark');

  // The next build goes in place under the running server; nothing about the server changes.
  deploy.swap();
  expect(await Promise.all((await paths()).map(deploy.headers))).toEqual(before);

  // The open page reloads into the next build: its inline script ran and its stylesheet applies, under
  // the headers the first build was served with.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-build-mark', NEXT_DEPLOY_MARK);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--build-mark')),
  ).toBe(`"${NEXT_DEPLOY_MARK}"`);

  // Every page of the next build, each a fresh load (the query before the hash makes it one).
  for (const [index, { route, locale }] of walk.entries()) {
    const where = `${locale} ${route.path}`;
    const url = pageUrl(route, locale).replace(/^\/\??/, `${deploy.origin}/?deploy=${index}&`);
    await page.goto(url);
    await expect(page.locator('h1').first(), where).toBeVisible();
    await expect(page.locator('main .loading'), where).toHaveCount(0);
    await expect(page.locator('html'), where).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { name: CRASH_TITLE }), where).toHaveCount(0);
    await expect(page.getByRole('heading', { name: NOT_FOUND }), where).toHaveCount(0);
    // Content, not an error view: the demo ids load real data.
    await expect(page.getByRole('alert'), where).toHaveCount(0);
    await expect(page.locator('html'), where).toHaveAttribute('data-build-mark', NEXT_DEPLOY_MARK);
  }
});

test('back and forward between /repay and /Dag keep both pages working, and a reload too @money', async ({
  page,
  requests,
}) => {
  const repay = `/#${exampleLocation({ path: paths.repay })}`;
  await page.goto(repay);
  const repayHeading = page.getByRole('heading', { level: 1, name: 'Pagar mi préstamo' });
  await expect(repayHeading).toBeVisible();
  await expect(page.getByRole('link', { name: /^OXXO/ })).toBeVisible();

  await page.goto(`/#${paths.customerService}`);
  const serviceHeading = page.getByRole('heading', { level: 1, name: 'Servicio al cliente' });
  await expect(serviceHeading).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${repay.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(repayHeading).toBeVisible();
  await expect(page.getByRole('link', { name: /^OXXO/ })).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/#\/Dag$/);
  await expect(serviceHeading).toBeVisible();

  await page.goBack();
  await page.reload();
  await expect(repayHeading).toBeVisible();
  await expect(page.getByRole('link', { name: /^OXXO/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: CRASH_TITLE })).toHaveCount(0);
  // Two full loads of index.html (the first and the reload); history moves within the one document.
  expect(requests('/index.html') + requests('/')).toBe(2);
});

test("a slow network for the next page's files: it arrives late, with no failure message on the way", async ({
  page,
  slowAssets,
}) => {
  await page.goto(`/#${paths.officialAbout}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  const filesBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await slowAssets(2_000);
  const start = Date.now();
  await page.goto(`/#${paths.customerService}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeVisible({
    timeout: 15_000,
  });
  // The page's own code came over the slow network (held server-side, in every engine).
  expect(Date.now() - start).toBeGreaterThanOrEqual(2_000);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(
    filesBefore,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: CRASH_TITLE })).toHaveCount(0);
});

// The writes: one application per intent, one payment reference per payment.

test('two taps on Apply 1.5 s apart while the next page is slow send one application @money', async ({
  page,
  slowAssets,
  api,
  calls,
}) => {
  await page.goto(`/#${exampleLocation({ path: paths.confirmLoan })}`);
  const apply = page.getByRole('button', { name: /^Solicitar y recibir \$/ });
  await expect(apply).toBeVisible();
  // The agreement starts unticked: taking the loan is a deliberate tick.
  await page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }).check();

  // From now on every file of the app takes 5 s and the loan details 3 s (under this build's 4 s time-out):
  // the router keeps the confirmation on screen while it waits for the next page.
  await slowAssets(5_000);
  api.delay(DETAILS_CALL, 3_000);

  await apply.click();
  const sent = page.getByRole('button', { name: 'Solicitud enviada' });
  await expect(sent).toBeVisible();
  await expect(page.getByText('Recibimos tu solicitud. No hace falta volver a enviarla.')).toBeVisible();
  // The second tap lands where Apply was (the same button, in view as under the borrower's finger), 1.5 s
  // after the first, with the confirmation still shown.
  await sent.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  const box = await sent.boundingBox();
  await page.waitForTimeout(1_500);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(sent).toBeDisabled();

  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible({
    timeout: 20_000,
  });
  const pushes = calls(PUSH);
  expect(pushes).toHaveLength(1);
  expect(keyOf(pushes[0])).toMatch(KEY);
});

test('/repay → OXXO → customer service → back, and a reload, issue one payment reference @money', async ({
  page,
  calls,
}) => {
  await page.goto(`/#${paths.repay}?productId=7&orderId=9001`);
  await page.getByRole('link', { name: /^OXXO/ }).click();
  const code = page.getByRole('region', { name: 'Código de pago' });
  await expect(code.getByText('9300128864711887')).toBeVisible();

  // Far down the voucher page (2,000 px): the borrower scrolls to it, then taps once the page is still.
  const contact = page.getByRole('link', { name: 'Contactar a servicio al cliente' });
  await contact.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  await contact.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeVisible();
  await page.goBack();
  await expect(code.getByText('9300128864711887')).toBeVisible();
  await expect(page.getByRole('region', { name: '¿Necesitas otra referencia?' })).toBeVisible();

  await page.reload();
  await expect(code.getByText('9300128864711887')).toBeVisible();
  expect(calls(VCODE)).toHaveLength(1);
  expect(keyOf(calls(VCODE)[0])).toMatch(KEY);

  // Asked for on purpose, after the warning: a new reference, under a new key.
  await page.getByRole('button', { name: 'Generar una referencia nueva' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Generar una referencia nueva?' });
  await expect(confirm.getByText(/ese pago puede estar en camino/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Sí, generar otra' }).click();
  await expect(code.getByText('9300128864711887')).toBeVisible();
  await expect.poll(() => calls(VCODE).length).toBe(2);
  expect(keyOf(calls(VCODE)[1])).toMatch(KEY);
  expect(keyOf(calls(VCODE)[1])).not.toBe(keyOf(calls(VCODE)[0]));
});

// The session: the market kept, an ended session, leaving early, an early request that failed.

// contract §1: the session before the #, the market there or in the hash route's query.
const ENGLISH_ARRIVALS = {
  'in the hash': `/?deviceId=d-1&sessionId=s-1#${exampleLocation({ path: paths.loanDetails }, 'in')}&type=1`,
  'before the #': `/?deviceId=d-1&sessionId=s-1&type=1#${exampleLocation({ path: paths.loanDetails }, 'in')}`,
};
for (const [where, arrival] of Object.entries(ENGLISH_ARRIVALS)) {
  test(`type=1 ${where}, a link, a reload: still English and ₹, and calls carry type=1 @money`, async ({
    page,
    calls,
  }) => {
    await page.goto(arrival);
    await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();

    await page.getByRole('link', { name: 'Repay' }).click();
    await expect(page.getByRole('heading', { name: 'Repay my loan' })).toBeVisible();
    // The page's data has come (its title shows before it): a reload before then would cancel the call.
    await expect.poll(() => calls(REPAY_CALL).length).toBe(1);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Repay my loan' })).toBeVisible();
    await expect(page.getByText(/₹/).first()).toBeVisible();
    await expect(page.getByText(/\$/)).toHaveCount(0);
    await expect.poll(() => calls(REPAY_CALL).length).toBeGreaterThanOrEqual(2);
    for (const call of [...calls(DETAILS_CALL), ...calls(REPAY_CALL)]) {
      expect(call.query.get('type')).toBe('1');
      expect(call.query.get('sessionId')).toBe('s-1');
    }
  });
}

/**
 * contract §8: a 401 ends the session, and the page offers log-in through the host, in each engine: one data
 * page per market here (the host's bridge is the engine's part). That every data page says so is
 * tests/integration/app/session-ended.test.tsx's.
 */
const SESSION_PAGES: Record<'es' | 'en', string> = { es: paths.loanDetails, en: paths.repay };
const ENDED = {
  es: { title: 'Tu sesión terminó', logIn: 'Iniciar sesión' },
  en: { title: 'Your session has ended', logIn: 'Log in' },
} as const;

for (const locale of ['es', 'en'] as const satisfies Locale[]) {
  test(`a 401 on a data page offers log-in through the host (${locale}) @money`, async ({
    page,
    scenario,
    nativeHost,
  }) => {
    await nativeHost.install();
    await scenario({ faults: { '*': '401' } });
    const route = ROUTES.find((entry) => entry.path === SESSION_PAGES[locale])!;
    await page.goto(pageUrl(route, locale));
    await expect(page.getByRole('heading', { name: ENDED[locale].title }), route.path).toBeVisible();
    await expect(page.getByRole('button', { name: /Reintentar|Retry|Try again/ })).toHaveCount(0);
    await expect(page.getByText(/conexión|connection/i)).toHaveCount(0);
    const before = nativeHost.logIns();
    await page.getByRole('button', { name: ENDED[locale].logIn }).click();
    await expect.poll(() => nativeHost.logIns(), route.path).toBe(before + 1);
  });
}

test('leaving while the first call is in flight shows no error and logs none', async ({
  page,
  api,
  requests,
}) => {
  const release = api.hold(DETAILS_CALL);
  await page.goto(`/#${exampleLocation({ path: paths.loanDetails })}`);
  await expect.poll(() => requests(DETAILS_CALL)).toBe(1);

  await page.goto(`/#${paths.aboutUs}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  // The answer arrives after the borrower left (or meets a request the page already dropped).
  release();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(requests(DETAILS_CALL)).toBe(1);

  // The next page works.
  await page.goto(`/#${exampleLocation({ path: paths.repay })}`);
  await expect(page.getByRole('link', { name: /^OXXO/ })).toBeVisible();
  // The harness fails the test on any console error or page error.
});

test.describe("the HTML's early request", () => {
  const PAGE = `/#${exampleLocation({ path: paths.loanDetails })}`;

  test('a 5xx on an early POST that is not repeatable is not sent twice: its failure is shown', async ({
    page,
    api,
    requests,
  }) => {
    // Every first call today is a read (repeatable). To see a write's rule, the page's preload map marks
    // loan details as not repeatable (a JSON script, outside the CSP's hashes): the transport then takes
    // the early failure as its own.
    api.notRepeatable(DETAILS_CALL);
    api.fail(DETAILS_CALL);
    await page.goto(PAGE);
    await expect(page.getByText('Servicio no disponible')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(requests(DETAILS_CALL)).toBe(1);

    // A retry is the borrower's own choice, and goes out once.
    await page.getByRole('button', { name: 'Reintentar' }).click();
    // The page's title shows with its failure too: the details themselves are the sign they came.
    await expect(page.getByText('Servicio no disponible')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Detalles del préstamo' })).toBeVisible();
    await expect.poll(() => requests(DETAILS_CALL)).toBe(2);
    await page.waitForTimeout(1_000);
    expect(requests(DETAILS_CALL)).toBe(2);
  });

  test('a read whose early request failed is sent again by the transport', async ({
    page,
    api,
    requests,
  }) => {
    api.fail(DETAILS_CALL);
    await page.goto(PAGE);
    // The page's title shows while its data is still on the way: the details themselves are the sign the
    // second request was answered (waiting for the title alone raced it in Gecko).
    await expect(page.getByText('MX24050007').first()).toBeVisible();
    await expect(page.getByText('Servicio no disponible')).toHaveCount(0);
    expect(requests(DETAILS_CALL)).toBe(2);
  });
});
