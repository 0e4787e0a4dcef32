import { test, expect, openRoute } from './fixtures';
import { paths } from '../../src/config/paths';

test('remembers the fields, switches the market and opens a page with them', async ({ page }) => {
  await openRoute(page, paths.testPreview);
  await page.getByLabel('ID de producto').fill('7');
  await page.getByLabel('ID de sesión').fill('s-9');
  await page.reload();
  await expect(page.getByLabel('ID de producto')).toHaveValue('7');
  await expect(page.getByLabel('ID de sesión')).toHaveValue('s-9');
  await page.getByRole('radio', { name: 'type=1 · English, ₹ (India)' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Test preview' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  expect(page.url()).toContain(`#${paths.privacyPolicy}?sessionId=s-9&type=1`);
});

test('shows the device position', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 19.4326077, longitude: -99.133208 });
  await openRoute(page, paths.testPreview);
  await page.getByRole('button', { name: 'Obtener ubicación' }).click();
  await expect(page.getByText('Latitud 19.43261, longitud -99.13321')).toBeVisible();
});
