import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, openRoute } from './fixtures';
import { profiles } from './lender-profiles';
import { oneTripProblems, throttleFirstLoad } from './layout/one-trip';
import { paths } from '../../src/config/paths';

test('an unknown route shows the not-found page with a way home, in one trip', async ({
  page,
  pageErrors,
}) => {
  // A mistyped or outdated link: its page is asked for with the HTML, not after the app has run.
  const unthrottle = await throttleFirstLoad(page);
  await openRoute(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  expect(await oneTripProblems(page, '/no-such-page', 'es', page.url())).toEqual([]);
  await unthrottle();
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('customer service loads its contact from the demo server under the CSP', async ({
  page,
  pageErrors,
}) => {
  await openRoute(page, paths.customerService, '?type=1&sessionId=s-1');
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  const { email } = profiles.in.support;
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  expect(pageErrors).toEqual([]);
});

test('a network failure shows a message and the retry works once the fault is lifted', async ({
  page,
  scenario,
  context,
}) => {
  await scenario({ faults: { customerContact: 'network' } });
  await openRoute(page, paths.customerService);
  await expect(page.getByRole('alert')).toContainText('Sin conexión');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('link', { name: profiles.mx.support.email })).toBeVisible();
});

test('the production build carries no demo code', () => {
  const assets = join(process.cwd(), process.env.E2E_DIST ?? 'dist-e2e', 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = readFileSync(join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/mockServiceWorker|setupWorker|msw/);
  }
  expect(readdirSync(join(process.cwd(), process.env.E2E_DIST ?? 'dist-e2e'))).not.toContain(
    'mockServiceWorker.js',
  );
});
