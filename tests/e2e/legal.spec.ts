import AxeBuilder from '@axe-core/playwright';
import type { Response } from '@playwright/test';
import { test, expect, openRoute } from './fixtures';

for (const [route, pageQuery, heading] of [
  ['/PrivacyPolicy', '', 'Aviso de privacidad integral'],
  ['/PrivacyPolicy', '?type=1', 'Comprehensive privacy notice'],
  ['/loanTerms', '', 'Loan terms and conditions'],
  ['/loanTerms', '?type=1', 'Loan terms and conditions'],
] as const) {
  test(`axe finds no violations on ${route}${pageQuery}`, async ({ page, pageErrors }) => {
    await openRoute(page, route, pageQuery);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      ),
    ).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('the table of contents scrolls to a section and focuses it', async ({ page }) => {
  await openRoute(page, '/PrivacyPolicy');
  const toc = page.getByRole('navigation', { name: 'Contenido' });
  await toc.getByRole('button', { name: '11. Cookies y tecnologías similares' }).click();
  const heading = page.getByRole('heading', { level: 2, name: '11. Cookies y tecnologías similares' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(page.url()).toMatch(/#\/PrivacyPolicy$/);
});

test('the English privacy page downloads no Spanish privacy text, and the reverse', async ({ page }) => {
  for (const [pageQuery, shown, absent] of [
    ['?type=1', 'Comprehensive privacy notice', 'Aviso de privacidad integral'],
    ['', 'Aviso de privacidad integral', 'Comprehensive privacy notice'],
  ] as const) {
    const scripts: string[] = [];
    const collect = async (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    };
    page.on('response', collect);
    await openRoute(page, '/PrivacyPolicy', pageQuery);
    await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(scripts.some((code) => code.includes(shown))).toBe(true);
    expect(scripts.some((code) => code.includes(absent))).toBe(false);
    await page.goto('about:blank');
  }
});
