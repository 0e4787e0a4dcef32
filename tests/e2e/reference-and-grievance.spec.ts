import { axe } from './axe';
import type { Page } from '@playwright/test';
import { test, expect, expectKeptVoucher, openRoute } from './fixtures';
import { paths } from '../../src/config/paths';

const seriousViolations = async (page: Page) =>
  (await axe(page).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );

test('the reference survives the signal dropping: shown again with no call, and beside the error of a new one asked for offline', async ({
  page,
  context,
  pageErrors,
}) => {
  await openRoute(page, `${paths.repay}?productId=7&orderId=9001`);
  await expect(page.getByRole('region', { name: 'Calendario de pagos' })).toBeVisible();
  await page.getByRole('link', { name: /^OXXO/ }).click();
  const code = page.getByRole('region', { name: 'Código de pago' });
  await expect(code.getByText('9300128864711887')).toBeVisible();
  await expect(page.getByRole('region', { name: '¿Qué sigue después de pagar?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // At the counter: no signal. Back to the channel list and into the same channel again.
  await page.goBack();
  await expect(page.getByRole('link', { name: /^OXXO/ })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: /^OXXO/ }).click();
  // The same payment: the reference kept on the phone, with no call.
  await expect(code.getByText('9300128864711887')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A new reference asked for without signal: its call fails, and the kept one shows, marked as saved.
  await page.getByRole('button', { name: 'Generar una referencia nueva' }).click();
  const ask = page.getByRole('dialog', { name: '¿Generar una referencia nueva?' });
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Sí, generar otra' }).click();
  await expect(page.getByRole('alert')).toContainText('Sin conexión');
  const saved = await expectKeptVoucher(page, '9300128864711887');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Copy the summary for the counter: the localized toast says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await saved.getByRole('button', { name: 'Copiar los datos del pago' }).click();
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText('Copiado');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Referencia: 9300128864711887');
  expect(copied).toMatch(/Monto: \$3[.,]351[.,]17/);

  // Signal back: the retry brings the fresh voucher.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('region', { name: 'Código de pago' })).toBeVisible();
  await expect(saved).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('shares the reference through the Web Share API, and a cancelled share says nothing', async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return shared.length === 1
          ? Promise.resolve()
          : Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  await openRoute(
    page,
    `${paths.repayInstructions}?productId=7&orderId=9001&amount=190000&payCode=PAYPOINT&requestType=2`,
    '?type=1',
  );
  const share = page.getByRole('button', { name: 'Share the reference' });
  await share.click();
  await share.click();
  await expect(share).toBeEnabled();
  const shared = await page.evaluate(() => (window as unknown as { __shared: { text: string }[] }).__shared);
  expect(shared).toHaveLength(2);
  expect(shared[0]!.text).toContain('Amount: ₹1,900.00');
  await expect(page.getByRole('status', { name: 'Notifications' })).toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('grievance path: complaint entry from the extension page, customer service from the complaint list', async ({
  page,
  pageErrors,
}) => {
  await openRoute(page, `${paths.repayDelay}?productId=7&orderId=9001`);
  const help = page.getByRole('navigation', { name: 'Ayuda y quejas' });
  await expect(help.getByRole('link', { name: 'Presentar una queja' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await help.getByRole('link', { name: 'Presentar una queja' }).click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.complaint}\?orderId=9001$`));

  await openRoute(page, paths.complaintList);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis quejas' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Ayuda y quejas' })
    .getByRole('link', { name: 'Servicio al cliente' })
    .click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.customerService}$`));
  expect(pageErrors).toEqual([]);
});
