import { axe } from './axe';
import type { Page } from '@playwright/test';
import { calls } from '../../src/config/calls';
import { test, expect, openRoute } from './fixtures';
import { paths } from '../../src/config/paths';

const seriousViolations = async (page: Page) =>
  (await axe(page).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );

test('loan details (status 174) → Repay → choose a channel → instructions with the voucher code @money', async ({
  page,
  scenario,
  pageErrors,
}) => {
  await scenario({ status: '174' });
  await openRoute(page, `${paths.loanDetails}?productId=7&orderId=9001`, '?sessionId=s-1');
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repay}\?productId=7&orderId=9001$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar mi préstamo' })).toBeVisible();
  await expect(page.getByText(/^\$3[.,]351[.,]17$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Ver código de barras de OXXO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escanea para pagar' });
  await expect(dialog.getByRole('img', { name: 'Código de barras para pagar en OXXO' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ver código de barras de OXXO' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^OXXO/ }).click();
  await expect(page).toHaveURL(
    new RegExp(
      String.raw`#${paths.repayInstructions}\?productId=7&orderId=9001&amount=335117&payCode=OXXO&requestType=1$`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'Paga en OXXO · Pago del préstamo' })).toBeVisible();
  await expect(page.getByText('9300128864711887')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código para pagar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('loan details (status 180) → Extension → reminder → extension page → channel → instructions (requestType=2) @money', async ({
  page,
  scenario,
  pageErrors,
}) => {
  await scenario({ status: '180' });
  const voucherBodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes(calls.generateVoucher.path)) voucherBodies.push(request.postDataJSON());
  });
  await openRoute(page, `${paths.loanDetails}?productId=7&orderId=9001`);
  await page.getByRole('button', { name: 'Extensión' }).click();
  const reminder = page.getByRole('dialog', { name: '¿Necesitas más tiempo?' });
  await reminder.getByRole('link', { name: 'Ir a la extensión' }).click();

  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repayDelay}\?productId=7&orderId=9001$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Extensión' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan de pago' })).toBeVisible();

  // The customer-service button drags up and down only, and a drag does not leave the page.
  const service = page.getByRole('link', { name: 'Servicio al cliente' });
  const before = (await service.boundingBox())!;
  const start = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - 100, start.y - 150, { steps: 5 });
  await page.mouse.up();
  const after = (await service.boundingBox())!;
  expect(after.x).toBe(before.x);
  expect(Math.round(before.y - after.y)).toBe(150);
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repayDelay}`));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^7-Eleven/ }).click();
  await expect(page).toHaveURL(
    new RegExp(
      String.raw`#${paths.repayInstructions}\?productId=7&orderId=9001&amount=17400&payCode=SEVEN&requestType=2$`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'Paga en 7-Eleven · Comisión por extensión' })).toBeVisible();
  await expect(page.getByText('7110445551332253')).toBeVisible();
  expect(voucherBodies).toEqual([
    { productId: '7', orderId: '9001', amount: 17400, payCode: 'SEVEN', requestType: 2 },
  ]);
  expect(pageErrors).toEqual([]);
});

test('a tap on the customer-service button opens customer service (English, ₹)', async ({ page }) => {
  await openRoute(page, `${paths.repayDelay}?productId=7&orderId=9001`, '?type=1');
  await expect(page.getByText(/^₹472[.,]00$/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Customer service' }).click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.customerService}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
});

test('card repayment: choose a card, pay, get the SMS step, confirm, land on the loan details @money', async ({
  page,
  pageErrors,
}) => {
  await openRoute(page, `${paths.cardRepay}?orderId=9001&amount=345000`);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText(
    'Primero elige la tarjeta con la que vas a pagar.',
  );
  await page.getByRole('radio', { name: /Banorte/ }).check();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('button', { name: /Podrás pedir otro código en (60|59) s/ })).toBeDisabled();
  await page.getByLabel('Código de verificación').fill('123456');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.loanDetails}\?orderId=9001$`));
  expect(pageErrors).toEqual([]);
});
