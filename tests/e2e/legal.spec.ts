import type { Response } from '@playwright/test';
import { test, expect, openRoute } from './fixtures';
import { paths } from '../../src/config/paths';

test('the table of contents scrolls to a section and focuses it', async ({ page }) => {
  await openRoute(page, paths.privacyPolicy);
  const toc = page.getByRole('navigation', { name: 'Contenido' });
  await toc.getByRole('button', { name: '11. Cookies y tecnologías similares' }).click();
  const heading = page.getByRole('heading', { level: 2, name: '11. Cookies y tecnologías similares' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(page.url()).toMatch(/#\/PrivacyPolicy$/);
});

test('the Indian privacy page downloads no Mexican privacy text, and the reverse', async ({ page }) => {
  for (const [pageQuery, heading, own, other] of [
    ['?type=1', 'Privacy notice', 'Digital Personal Data Protection Act, 2023', 'Reconocimiento facial'],
    ['', 'Aviso de privacidad integral', 'Reconocimiento facial', 'Digital Personal Data Protection Act'],
  ] as const) {
    const scripts: string[] = [];
    const collect = async (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    };
    page.on('response', collect);
    await openRoute(page, paths.privacyPolicy, pageQuery);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(scripts.some((code) => code.includes(own))).toBe(true);
    expect(scripts.some((code) => code.includes(other))).toBe(false);
    await page.goto('about:blank');
  }
});
