import type { Page, Request } from '@playwright/test';
import { test, expect, openRoute } from './fixtures';

/**
 * conventions, "Detours to try on every money page", for the writes (contract §8): a second tap while the
 * next page's file and data are slow, a retry after a time-out, and a payment reference shown again after
 * customer service, the way back and a reload. Written with the plain subset of the API (goto, locators by
 * role and text, click, toBeVisible/toHaveText, requests counted with page.on('request')), so the tests
 * can move onto the three-engine harness.
 */

const PUSH = '/v3/loan-confirm/loan-detail-push';
const VCODE = '/v3/loan-details/generate-vcode';
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The requests to one API path, as the page sends them. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

const keyOf = (request: Request) => request.headers()['idempotency-key'];

test('two taps on Apply 1.5 s apart while the next page is slow send one application', async ({
  page,
  pageErrors,
}) => {
  const pushes = requestsTo(page, PUSH);
  await openRoute(page, '/confirmLoan?productId=7');
  const apply = page.getByRole('button', { name: /^Solicitar \$/ });
  await expect(apply).toBeVisible();
  // The agreement starts unticked: taking the loan is a deliberate tick.
  await page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }).check();

  // From now on, every file of the app takes 5 s and the loan details 3 s (under this build's 4 s
  // time-out): the router keeps the confirmation on screen while it waits for the next page.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resume) => setTimeout(resume, 5000));
    await route.continue();
  });
  await page.route('**/v3/loan-details/loan-details*', async (route) => {
    await new Promise((resume) => setTimeout(resume, 3000));
    await route.continue();
  });

  const box = (await apply.boundingBox())!;
  await apply.click();
  const sent = page.getByRole('button', { name: 'Solicitud enviada' });
  await expect(sent).toBeVisible();
  await expect(page.getByText('Recibimos tu solicitud. No hace falta volver a enviarla.')).toBeVisible();
  // The second tap lands where Apply was, 1.5 s after the first, with the confirmation still shown.
  await page.waitForTimeout(1500);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(sent).toBeDisabled();

  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible({
    timeout: 15_000,
  });
  expect(pushes).toHaveLength(1);
  expect(keyOf(pushes[0]!)).toMatch(KEY);
  expect(pageErrors).toEqual([]);
});

test('a retry after a time-out sends the same Idempotency-Key', async ({ page, context, scenario }) => {
  // The first application gets no answer: this build times out after 4 s.
  await scenario({ faults: { 'confirm-submit': 'timeout' } });
  const pushes = requestsTo(page, PUSH);
  await openRoute(page, '/confirmLoan?productId=7');
  await page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }).check();
  await page.getByRole('button', { name: /^Solicitar \$/ }).click();
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText(/tardó demasiado/, {
    timeout: 10_000,
  });
  await expect(
    page.getByText('No supimos si tu solicitud llegó. Reintentar no crea una segunda solicitud.'),
  ).toBeVisible();

  // The network is back.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Reintentar la solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible();
  expect(pushes).toHaveLength(2);
  expect(keyOf(pushes[0]!)).toMatch(KEY);
  expect(keyOf(pushes[1]!)).toBe(keyOf(pushes[0]!));
});

test('/repay → OXXO → customer service → back, and a reload, issue one payment reference', async ({
  page,
  pageErrors,
}) => {
  const vouchers = requestsTo(page, VCODE);
  await openRoute(page, '/repay?productId=7&orderId=9001');
  await page.getByRole('link', { name: 'Pagar con OXXO' }).click();
  const code = page.getByRole('region', { name: 'Código de pago' });
  await expect(code.getByText('9300128864711887')).toBeVisible();

  await page.getByRole('link', { name: 'Contactar a servicio al cliente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeVisible();
  await page.goBack();
  await expect(code.getByText('9300128864711887')).toBeVisible();
  await expect(page.getByRole('region', { name: '¿Necesitas otra referencia?' })).toBeVisible();

  await page.reload();
  await expect(code.getByText('9300128864711887')).toBeVisible();
  expect(vouchers).toHaveLength(1);
  expect(keyOf(vouchers[0]!)).toMatch(KEY);

  // Asked for on purpose, after the warning: a new reference, under a new key.
  await page.getByRole('button', { name: 'Generar una referencia nueva' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Generar una referencia nueva?' });
  await expect(confirm.getByText(/ese pago puede estar en camino/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Sí, generar otra' }).click();
  await expect(code.getByText('9300128864711887')).toBeVisible();
  await expect.poll(() => vouchers.length).toBe(2);
  expect(keyOf(vouchers[1]!)).toMatch(KEY);
  expect(keyOf(vouchers[1]!)).not.toBe(keyOf(vouchers[0]!));
  expect(pageErrors).toEqual([]);
});
