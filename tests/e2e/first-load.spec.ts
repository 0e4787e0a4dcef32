import type { Request } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { exampleLocation } from '../../src/app/route-examples';
import { calls } from '../../src/config/calls';
import { test, expect, openRoute } from './fixtures';

/** A route's first load is one trip, and a data route's first call does not wait for React. */

const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;
const CONFIRM_CALL = calls.loanConfirm.path;

test('a data route sends its first call before the framework has arrived, and only once', async ({
  page,
  pageErrors,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let frameworkRequested = false;
  await page.route(FRAMEWORK_CHUNK, async (route) => {
    frameworkRequested = true;
    await held;
    await route.continue();
  });
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(CONFIRM_CALL)) calls.push(request);
  });

  const firstCall = page.waitForRequest((request) => request.url().includes(CONFIRM_CALL));
  await openRoute(page, exampleLocation({ path: paths.confirmLoan }), '?sessionId=s-1');
  await firstCall;
  // The framework was asked for at once (from the HTML) but has not arrived: React cannot have run.
  expect(frameworkRequested).toBe(true);
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);

  release();
  await expect(page.getByRole('heading', { name: 'Confirmar préstamo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recibes en tu cuenta' })).toContainText(/\$3[.,]000[.,]00/);
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0]!.url()).searchParams.get('sessionId')).toBe('s-1');
  expect(pageErrors).toEqual([]);
});

test('the landing starts its template and captcha calls before the framework', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  const sid = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(calls.getSid.path));
  const template = page.waitForRequest((request) => request.url().includes(calls.channelTemplate.path));
  await openRoute(page, `${paths.agreementTemplate}?id=1`);
  await Promise.all([sid, template]);
  // What shows meanwhile is the build's rendering of the form, not the app.
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/agreementtemplate|es');
  expect(await page.evaluate(() => document.title)).toBe('Préstamo');
  release();
  await expect.poll(() => page.title()).not.toBe('Préstamo');
  await expect(page.getByRole('button').first()).toBeVisible();
});

test('the HTML asks for every file of the route in the hash at once, in the active locale', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openRoute(page, `${paths.repay}?orderId=1`, '?type=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  // The route's own page, its feature's data, the transport and the English texts are preloaded by the
  // HTML's script; no Spanish text is fetched.
  for (const chunk of [/\/repay-[\w-]+\.js$/, /\/repayment-data-/, /\/transport-/, /\/repayment\.en-/])
    expect(
      preloads.some((href) => chunk.test(href)),
      String(chunk),
    ).toBe(true);
  expect(requested.some((path) => /\.es-[\w-]+\.js$/.test(path))).toBe(false);
  // Largest first (HTTP/1.1 gives a page six connections): the framework before the transport, the
  // transport before the page's own chunk, the texts last.
  const at = (chunk: RegExp) => preloads.findIndex((href) => chunk.test(href));
  expect(at(FRAMEWORK_CHUNK)).toBeLessThan(at(/\/transport-/));
  expect(at(/\/transport-/)).toBeLessThan(at(/\/repay-[\w-]+\.js$/));
  expect(at(/\/repay-[\w-]+\.js$/)).toBeLessThan(at(/\/repayment\.en-/));
  // Every chunk the page ran was preloaded: none was found only after another chunk had run. The service
  // worker's registration is no part of the first load: it is fetched once the page has loaded.
  const scripts = requested.filter((path) => path.endsWith('.js') && !/\/register-[\w-]+\.js$/.test(path));
  const notPreloaded = scripts.filter((path) => !preloads.includes(path) && !/\/(core|index)-/.test(path));
  expect(notPreloaded).toEqual([]);
});
