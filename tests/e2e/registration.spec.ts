import { axe } from './axe';
import type { Page } from '@playwright/test';
import { calls } from '../../src/config/calls';
import { demoCaptchaFor, REGISTERED_DEMO_PHONES } from '../../src/demo/fixtures/registration';
import { test, expect, openRoute } from './fixtures';
import { paths } from '../../src/config/paths';

const LANDING = `${paths.agreementTemplate}?id=2&app_from=fb&user_from=ad7&utm_tag=spring&links_id=9`;

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

/** The demo captcha is drawn from the sid in the picture's url; the picture itself must really load. */
async function readCaptcha(page: Page): Promise<string> {
  const picture = page.getByRole('img', { name: 'Código de verificación. Toca para cambiarlo' });
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await picture.getAttribute('src'))!;
  return demoCaptchaFor(new URL(src).searchParams.get('sid')!);
}

test('registers a real Mexican number end to end and lands on the download page @money', async ({
  page,
  pageErrors,
}) => {
  await openRoute(page, LANDING, '?deviceId=e2e-device');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu primer préstamo sin intereses' }),
  ).toBeVisible();
  const captcha = await readCaptcha(page);
  await expectAccessible(page);

  // Pasted the way a contact card writes it: the app sends the 10 digits alone.
  await page.getByLabel('Número de celular').fill('+52 55 1234-5678');
  await page.getByLabel('Código de la imagen').fill(captcha);
  await expect(page.getByLabel('Número de celular')).toHaveValue('5512345678');
  const send = page.getByRole('button', { name: 'Obtener código' });
  // Who asks, and what the offer costs, are on the page; no code leaves without the consent.
  await expect(page.locator('main header')).toContainText(
    'Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.',
  );
  await expect(page.locator('main header')).toContainText(
    'CAT promedio 1,126.1% sin IVA. Para fines informativos y de comparación. Fecha de cálculo: 2 nov 2026.',
  );
  await expect(page.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
    'href',
    `#${paths.privacyPolicy}?type=2`,
  );
  const consent = page.getByRole('checkbox', { name: /^He leído el aviso de privacidad y acepto que/ });
  await expect(consent).not.toBeChecked();
  const smsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(calls.sendSms.path)) smsCalls.push(request.url());
  });
  await send.click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(smsCalls).toEqual([]);
  await consent.check();
  const smsRequest = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(calls.sendSms.path),
  );
  await send.click();
  const smsBody = new URLSearchParams((await smsRequest).postData() ?? '');
  expect(smsBody.get('deviceId')).toBe('e2e-device');
  expect(smsBody.get('phone')).toBe('5512345678');
  await expect(page.getByRole('status')).toHaveText('Te enviamos el código. Revisa los SMS de tu celular.');
  await expect(page.getByRole('button', { name: /Puedes pedir otro código en \d+ segundos/ })).toBeVisible();

  await page.getByLabel('Código SMS').fill('123456');
  await page.getByRole('button', { name: 'Quiero mi oferta' }).click();

  await expect(page.getByRole('status')).toHaveText('Registro exitoso');
  await expect(page).toHaveURL(
    new RegExp(
      String.raw`#${paths.downloadTemplate}\?id=2&app_from=fb&user_from=ad7&utm_tag=spring&links_id=9$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Préstamo Plus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar la app' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=com.example.prestamoplus',
  );
  await expectAccessible(page);
  expect(pageErrors).toEqual([]);
});

test('registers a real Indian number in English, after refusing one that is not a mobile @money', async ({
  page,
  pageErrors,
}) => {
  await openRoute(page, `${paths.agreementTemplate}?id=1&utm_tag=x`, '?type=1');
  // The template says "Get up to ₹50,000 today": the amount shown is the lender's profile's limit.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Up to ₹25,000.00, apply in minutes' }),
  ).toBeVisible();
  await expect(page.locator('main header')).toContainText('Cash Loan Finance Pvt. Ltd.');
  await expect(page.locator('main header')).not.toContainText('CAT');
  const phone = page.getByLabel('Mobile number');
  await expect(phone).toHaveAttribute('placeholder', '10 digits, starting with 6, 7, 8 or 9');
  const picture = page.getByRole('img', { name: 'Verification code. Tap to change it' });
  const src = (await picture.getAttribute('src'))!;
  await phone.fill('5876543210');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(
    page.getByText('Enter your mobile number correctly: 10 digits, starting with 6, 7, 8 or 9.'),
  ).toBeVisible();
  await expect(phone).toBeFocused();

  await phone.fill('98765 43210');
  await page.getByLabel('Code in the picture').fill(demoCaptchaFor(new URL(src).searchParams.get('sid')!));
  await page.getByRole('checkbox', { name: /^I have read the privacy notice/ }).check();
  const smsRequest = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(calls.sendSms.path),
  );
  await page.getByRole('button', { name: 'Get code' }).click();
  expect(new URLSearchParams((await smsRequest).postData() ?? '').get('phone')).toBe('9876543210');
  await expect(page.getByRole('status')).toHaveText('Code sent. Please check the SMS on your phone.');
  await page.getByLabel('SMS code').fill('123456');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByRole('status')).toHaveText('Registration successful');
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.downloadTemplate}\?id=1&utm_tag=x$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cash Loan' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('an already registered number goes straight to the download page (English) @money', async ({ page }) => {
  await openRoute(page, `${paths.agreementTemplate}?id=1&utm_tag=x`, '?type=1');
  // The template says "Get up to ₹50,000 today": the amount shown is the lender's profile's limit.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Up to ₹25,000.00, apply in minutes' }),
  ).toBeVisible();
  await expect(page.locator('main header')).toContainText('Cash Loan Finance Pvt. Ltd.');
  await expect(page.locator('main header')).not.toContainText('CAT');
  const picture = page.getByRole('img', { name: 'Verification code. Tap to change it' });
  const src = (await picture.getAttribute('src'))!;
  await page.getByLabel('Mobile number').fill(`+91 ${REGISTERED_DEMO_PHONES.in}`);
  await page.getByLabel('Code in the picture').fill(demoCaptchaFor(new URL(src).searchParams.get('sid')!));
  await page.getByRole('checkbox', { name: /^I have read the privacy notice/ }).check();
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are already registered. Download the app and log in.',
  );
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.downloadTemplate}\?id=1&utm_tag=x$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cash Loan' })).toBeVisible();
});

test('a forced wrong-captcha code refreshes the picture and keeps the phone @money', async ({
  page,
  scenario,
}) => {
  await scenario({ codes: { sendSms: '101' } });
  await openRoute(page, LANDING);
  const captcha = await readCaptcha(page);
  const picture = page.getByRole('img', { name: 'Código de verificación. Toca para cambiarlo' });
  const before = await picture.getAttribute('src');
  await page.getByLabel('Número de celular').fill('5512345678');
  await page.getByLabel('Código de la imagen').fill(captcha);
  await page.getByRole('checkbox', { name: /^He leído el aviso de privacidad/ }).check();
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await expect(page.getByRole('status')).toHaveText('El código de la imagen es incorrecto');
  await expect(picture).not.toHaveAttribute('src', before!);
  await expect(page.getByLabel('Número de celular')).toHaveValue('5512345678');
  await expect(page.getByLabel('Código de la imagen')).toHaveValue('');
});
