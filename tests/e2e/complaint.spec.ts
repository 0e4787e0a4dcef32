import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { exampleLocation } from '../../src/app/route-examples';
import { test, expect, openRoute } from './fixtures';
import { png } from './matrix/png';

async function expectLoaded(page: Page, name: RegExp) {
  const images = page.getByRole('img', { name });
  for (const image of await images.all())
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
}

test('files a complaint with two photos, then finds it in the list and its details', async ({
  page,
  pageErrors,
}) => {
  const text = `Cobro duplicado ${Date.now()}`;
  await openRoute(page, exampleLocation({ path: paths.complaint }));
  await expect(page.getByRole('heading', { level: 2, name: 'Dinero Ya' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagos y reembolsos' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Describe tu problema' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Descripción' }).fill(text);
  await expect(page.getByText(`${text.length}/200`)).toBeVisible();
  await page.getByLabel('Añadir imagen').setInputFiles([
    { name: 'recibo.png', mimeType: 'image/png', buffer: png(64, [200, 40, 40]) },
    { name: 'banco.png', mimeType: 'image/png', buffer: png(48, [40, 90, 200]) },
  ]);
  await expect(page.getByRole('img', { name: /^Imagen adjunta \d$/ })).toHaveCount(2);
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toHaveText(
    '¡La carga se realizó correctamente!',
  );
  await expectLoaded(page, /^Imagen adjunta \d$/);

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('dialog', { name: 'Queja enviada' })).toBeVisible();
  // spec §4: back to the start page 1.5 s later.
  await expect(page.getByRole('heading', { level: 1, name: 'Quejas y sugerencias' })).toBeVisible();
  expect(page.url()).toContain(`#${exampleLocation({ path: paths.complaint })}`);

  await page.getByRole('link', { name: 'Mis quejas' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Pendientes' });
  const item = panel.getByRole('link').filter({ hasText: text });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Pagos y reembolsos');
  await item.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la queja' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ampliar la imagen adjunta \d$/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Ampliar la imagen adjunta 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Imagen adjunta 2' });
  await expect(dialog).toBeVisible();
  await expectLoaded(page, /^Imagen adjunta 2$/);
  expect(pageErrors).toEqual([]);
});

test('refuses collection complaints for an order with isShow 0, in English too', async ({ page }) => {
  await openRoute(page, `${paths.complaint}?orderId=IN24050015`, '?type=1');
  await page.getByRole('button', { name: 'Collection' }).click();
  await expect(page.getByRole('status', { name: 'Notifications' })).toHaveText(
    'The loan you chose does not take complaints about collection.',
  );
  await page.getByRole('button', { name: 'All' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a loan' })
    .getByRole('button', { name: /QuickRupee/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'QuickRupee' })).toBeVisible();
  await page.getByRole('button', { name: 'Collection' }).click();
  await expect(page.getByRole('heading', { name: 'Choose the collection issue' })).toBeVisible();
  await page.getByRole('button', { name: 'Too many calls' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Describe your problem' })).toBeVisible();
  await expect(page.getByText('Too many calls')).toBeVisible();
});

test('a failed upload keeps the photo already attached', async ({ page, scenario, context }) => {
  await openRoute(page, exampleLocation({ path: paths.complaintForm }));
  await page
    .getByLabel('Añadir imagen')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png(32, [0, 0, 0]) });
  await expect(page.getByRole('img', { name: 'Imagen adjunta 1' })).toBeVisible();
  await scenario({ faults: { complaintUploadImage: 'code' } });
  await page
    .getByLabel('Añadir imagen')
    .setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: png(32, [9, 9, 9]) });
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toContainText(
    'Demo: se rechazó la foto (código 9999)',
  );
  await expect(page.getByRole('img', { name: /^Imagen adjunta \d$/ })).toHaveCount(1);
  await context.clearCookies();
});
