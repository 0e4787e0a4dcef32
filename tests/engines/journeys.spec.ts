import { writeFileSync } from 'node:fs';
import { paths } from '../../src/config/paths';
import { exampleLocation } from '../../src/app/route-examples';
import { demoCaptchaFor } from '../../src/demo/fixtures/registration';
import type { Page } from './adapter/page';
import { test, expect, openRoute, pasted } from './fixtures';

/**
 * The journeys a borrower's phone must get through, walked in this engine as tests/e2e walks them
 * in Chromium (same routes, demo ids and texts), on the production build under its CSP.
 */

test('confirm: the agreement gates the submit, and Apply goes on to the loan details @money', async ({
  page,
}) => {
  await openRoute(page, exampleLocation({ path: paths.confirmLoan }), '?sessionId=s-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar préstamo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recibes en tu cuenta' })).toContainText(/\$3[.,]000[.,]00/);
  // The term row of the offer, after what it costs (the statement names the term too, once its file has come).
  await expect(page.getByRole('region', { name: 'Producto' }).getByText('14 días')).toBeVisible();
  // The statement opens in a sheet on a tap: nothing comes after the first paint to move the agreement.
  await expect(page.getByRole('button', { name: 'Ver la carátula del crédito' })).toBeVisible();

  const agreement = page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' });
  const submit = page.getByRole('button', { name: /^Solicitar y recibir \$3[.,]000[.,]00$/ });
  // A deliberate yes: the box starts unticked.
  await expect(agreement).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await agreement.check();
  await expect(submit).toBeEnabled();
  await agreement.uncheck();
  await expect(submit).toBeDisabled();
  await agreement.check();
  await expect(submit).toBeEnabled();

  // Two taps sending one application: tests/e2e/detours.spec.ts, in this engine too.
  await submit.click();
  await expect(page).toHaveURL(
    new RegExp(String.raw`#${paths.loanDetails}\?productId=7&orderId=MX2607\d{4}&from=confirm$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible();
});

test('repay → instructions: the voucher is kept on the phone, shown again with no call, shown when a new one fails, and copied @money', async ({
  page,
  scenario,
}) => {
  await openRoute(page, `${paths.repay}?productId=7&orderId=9001`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar mi préstamo' })).toBeVisible();
  await page.getByRole('link', { name: /^OXXO/ }).click();
  await expect(page).toHaveURL(
    new RegExp(
      String.raw`#${paths.repayInstructions}\?productId=7&orderId=9001&amount=335117&payCode=OXXO&requestType=1$`,
    ),
  );
  await expect(
    page.getByRole('region', { name: 'Código de pago' }).getByText('9300128864711887'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código para pagar' })).toBeVisible();

  // At the counter the connection drops: the page opens again with the kept reference, and no call.
  await page.goBack();
  await expect(page.getByRole('link', { name: /^OXXO/ })).toBeVisible();
  await scenario({ faults: { generateVoucher: 'network' } });
  await page.getByRole('link', { name: /^OXXO/ }).click();
  await expect(
    page.getByRole('region', { name: 'Código de pago' }).getByText('9300128864711887'),
  ).toBeVisible();
  // A new reference asked for without a connection: its call fails, and the kept one shows beside the error.
  await page.getByRole('button', { name: 'Generar una referencia nueva' }).click();
  await page
    .getByRole('dialog', { name: '¿Generar una referencia nueva?' })
    .getByRole('button', { name: 'Sí, generar otra' })
    .click();
  await expect(page.getByRole('alert')).toContainText('Sin conexión');
  const saved = page.getByRole('region', { name: 'Referencia guardada en este teléfono' });
  await expect(saved).toBeVisible();
  await expect(
    saved.getByText(
      /^Referencia guardada el \d{1,2} [^\s,]+( \d{4})?,? \d{1,2}:\d{2}[^—]* — puede no estar actualizada\.$/,
    ),
  ).toBeVisible();
  await expect(saved.getByText('9300128864711887')).toBeVisible();
  await expect(saved.getByRole('img', { name: 'Código para pagar (guardado)' })).toBeVisible();

  // Copy for the counter: the toast says so and the clipboard holds the payment's data.
  await saved.getByRole('button', { name: 'Copiar los datos del pago' }).click();
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText('Copiado');
  const copied = await pasted(page);
  expect(copied).toContain('Referencia: 9300128864711887');
  expect(copied).toMatch(/Monto: \$3[.,]351[.,]17/);

  // The network is back: the retry brings the fresh voucher.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('region', { name: 'Código de pago' })).toBeVisible();
  await expect(saved).toBeHidden();
});

test('the reference as a picture: drawn on the canvas, full-screen where the phone cannot share @money', async ({
  page,
}) => {
  await openRoute(
    page,
    `${paths.repayInstructions}?productId=7&orderId=9001&amount=345000&payCode=OXXO&requestType=1`,
  );
  const code = page.getByRole('region', { name: 'Código de pago' });
  await expect(code.getByText('9300128851792493')).toBeVisible();
  const share = code.getByRole('button', { name: 'Compartir la referencia' });
  // As in many webviews: no Web Share API (whether or not this engine has one), so the fallback shows.
  await share.evaluate(() => {
    for (const key of ['share', 'canShare'])
      Object.defineProperty(Navigator.prototype, key, { configurable: true, value: undefined });
  });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Tu referencia de pago' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Toma una captura de pantalla/)).toBeVisible();
  const image = dialog.getByRole('img');
  // The canvas drew the voucher (the barcode included: the canvas was not tainted) and read it back as a PNG.
  const drawn = await image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return { src: img.src.slice(0, 22), width: img.naturalWidth, alt: img.alt };
  });
  expect(drawn.src).toBe('data:image/png;base64,');
  expect(drawn.width).toBe(720);
  expect(drawn.alt).toContain('9300128851792493');
  expect(drawn.alt).not.toContain('El código de barras no se pudo incluir');
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});

test('extension (English, ₹): the customer-service button drags up and down only, and a tap opens customer service @money', async ({
  page,
}) => {
  await openRoute(page, `${paths.repayDelay}?productId=7&orderId=9001`, '?type=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Extension' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment plan' })).toBeVisible();
  // The extension fee of India's main loan, ₹400, and its 18 % GST.
  await expect(page.getByText(/^₹472[.,]00$/).first()).toBeVisible();

  const service = page.getByRole('link', { name: 'Customer service' });
  const before = await service.boundingBox();
  const start = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - 100, start.y - 150, { steps: 5 });
  await page.mouse.up();
  const after = await service.boundingBox();
  expect(after.x).toBe(before.x);
  expect(Math.round(before.y - after.y)).toBe(150);
  // A drag is not a tap: the page stays.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repayDelay}\?productId=7&orderId=9001$`));

  await service.click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.customerService}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
});

/** A camera-sized photo (2400×1800 JPEG), drawn by the engine's own canvas and saved for the file input. */
async function takePhoto(page: Page, path: string): Promise<number> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 2400, 1800);
    sky.addColorStop(0, '#f5a623');
    sky.addColorStop(1, '#2f5fb3');
    context.fillStyle = sky;
    context.fillRect(0, 0, 2400, 1800);
    for (let index = 0; index < 400; index += 1) {
      context.fillStyle = `hsl(${(index * 37) % 360} 70% 50%)`;
      context.fillRect((index * 389) % 2400, (index * 211) % 1800, 40 + (index % 90), 30 + (index % 70));
    }
    const blob = await new Promise<Blob>((done) => canvas.toBlob((made) => done(made!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const photo = Buffer.from(base64, 'base64');
  writeFileSync(path, photo);
  return photo.length;
}

test('complaint with a photo: it is shrunk before upload, the upload carries it, and the complaint is sent', async ({
  page,
}, testInfo) => {
  await openRoute(page, exampleLocation({ path: paths.complaintForm }));
  await expect(page.getByRole('heading', { level: 1, name: 'Describe tu problema' })).toBeVisible();
  const text = `Cobro duplicado ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Descripción' }).fill(text);
  await expect(page.getByText(`${text.length}/200`)).toBeVisible();

  const photoPath = testInfo.outputPath('recibo.jpg');
  const photoBytes = await takePhoto(page, photoPath);
  await page.getByLabel('Añadir imagen').setInputFiles(photoPath);
  const thumbnail = page.getByRole('img', { name: 'Imagen adjunta 1' });
  await expect(thumbnail).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText(
    '¡La carga se realizó correctamente!',
  );

  // The server kept what was uploaded and serves it back: a JPEG, at most 1600 px wide, far smaller.
  const uploaded = await thumbnail.evaluate(async (image: HTMLImageElement) => {
    if (!image.complete || image.naturalWidth === 0)
      await new Promise((done) => image.addEventListener('load', done, { once: true }));
    const response = await fetch(image.src);
    const body = await response.blob();
    return { width: image.naturalWidth, height: image.naturalHeight, type: body.type, bytes: body.size };
  });
  expect(uploaded.type).toBe('image/jpeg');
  expect(uploaded.width).toBeLessThanOrEqual(1600);
  expect(uploaded.width / uploaded.height).toBeCloseTo(2400 / 1800, 1);
  expect(uploaded.bytes).toBeGreaterThan(0);
  expect(uploaded.bytes).toBeLessThan(photoBytes / 2);

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('dialog', { name: 'Queja enviada' })).toBeVisible();
  // spec §4: back to the start page 1.5 s later.
  await expect(page.getByRole('heading', { level: 1, name: 'Quejas y sugerencias' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.complaint}\?orderId=MX24050007$`));
});

test('registration landing: the captcha picture, then the SMS code with its countdown, then the download page @money', async ({
  page,
}) => {
  await openRoute(
    page,
    `${paths.agreementTemplate}?id=2&app_from=fb&user_from=ad7&utm_tag=spring&links_id=9`,
    '?deviceId=e2e-device',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu primer préstamo sin intereses' }),
  ).toBeVisible();
  // The demo captcha is drawn from the sid in the picture's address; the picture itself must load.
  const picture = page.getByRole('img', { name: 'Código de verificación. Toca para cambiarlo' });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const sid = new URL((await picture.getAttribute('src'))!).searchParams.get('sid')!;

  // A real Mexican mobile, written with spaces: the demo, like a server, takes only the 10 digits.
  await page.getByLabel('Número de celular').fill('55 1234 5678');
  await page.getByLabel('Código de la imagen').fill(demoCaptchaFor(sid));
  // The privacy consent, unticked, comes before any code is sent.
  await page.getByRole('checkbox', { name: /^He leído el aviso de privacidad/ }).check();
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await expect(page.getByRole('status')).toHaveText('Te enviamos el código. Revisa los SMS de tu celular.');
  const countdown = page.getByRole('button', { name: /^Puedes pedir otro código en \d+ segundos$/ });
  await expect(countdown).toBeVisible();
  const seconds = async () =>
    Number(
      /(\d+)/.exec(
        (await countdown.getAttribute('aria-label')) ??
          (await countdown.evaluate((b) => b.textContent ?? '')),
      )?.[1],
    );
  const first = await seconds();
  expect(first).toBeGreaterThan(50);
  await expect.poll(seconds, { timeout: 5_000 }).toBeLessThanOrEqual(first - 2);

  await page.getByLabel('Código SMS').fill('123456');
  await page.getByRole('button', { name: 'Quiero mi oferta' }).click();
  await expect(page.getByRole('status')).toHaveText('Registro exitoso');
  await expect(page).toHaveURL(
    new RegExp(
      String.raw`#${paths.downloadTemplate}\?id=2&app_from=fb&user_from=ad7&utm_tag=spring&links_id=9$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Préstamo Plus' })).toBeVisible();
});

test('registration landing in India: a number that is no mobile is refused, a real one pasted with +91 registers @money', async ({
  page,
}) => {
  await openRoute(page, `${paths.agreementTemplate}?id=1&utm_tag=x`, '?type=1');
  // The template's own "₹50,000" gives way to the lender's profile's limit.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Up to ₹25,000.00, apply in minutes' }),
  ).toBeVisible();
  const picture = page.getByRole('img', { name: 'Verification code. Tap to change it' });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const sid = new URL((await picture.getAttribute('src'))!).searchParams.get('sid')!;

  const phone = page.getByLabel('Mobile number');
  await phone.fill('5876543210');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(
    page.getByText('Enter your mobile number correctly: 10 digits, starting with 6, 7, 8 or 9.'),
  ).toBeVisible();

  // The demo refuses anything but the bare digits: "Code sent" means the app sent 9876543210.
  await phone.fill('+91 98765-43210');
  await page.getByLabel('Code in the picture').fill(demoCaptchaFor(sid));
  await page.getByRole('checkbox', { name: /^I have read the privacy notice/ }).check();
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('status')).toHaveText('Code sent. Please check the SMS on your phone.');
  await page.getByLabel('SMS code').fill('123456');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByRole('status')).toHaveText('Registration successful');
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.downloadTemplate}\?id=1&utm_tag=x$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cash Loan' })).toBeVisible();
});

test('card repayment: choose a card, pay, the SMS step, confirm, back on the loan details @money', async ({
  page,
}) => {
  await openRoute(page, `${paths.cardRepay}?orderId=9001&amount=345000`);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText(
    'Primero elige la tarjeta con la que vas a pagar.',
  );
  await page.getByRole('radio', { name: /Banorte/ }).check();
  await expect(page.getByRole('radio', { name: /Banorte/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verificación por SMS' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Podrás pedir otro código en (60|59|58) s/ })).toBeDisabled();
  await page.getByLabel('Código de verificación').fill('123456');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.loanDetails}\?orderId=9001$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible();
});

test('rating dialog: it opens by itself, takes a rating, and gives focus back where it was', async ({
  page,
}) => {
  await openRoute(page, exampleLocation({ path: paths.complaintDetails }));
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la queja' })).toBeVisible();
  // The borrower is on the answer's photo when the dialog comes (spec §4: 3 s after the page loads).
  const photo = page.getByRole('button', { name: 'Ampliar la imagen de la respuesta 1' });
  await photo.focus();
  await expect(photo).toBeFocused();

  const dialog = page.getByRole('dialog', { name: 'Califica la atención' });
  await expect(dialog).toBeVisible({ timeout: 6_000 });
  await expect(photo).not.toBeFocused();
  await dialog.getByRole('radio', { name: '4 estrellas' }).check();
  await expect(dialog.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Enviar calificación' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText(
    'Gracias por tu calificación.',
  );
  await expect(photo).toBeFocused();
});
