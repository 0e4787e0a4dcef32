import AxeBuilder from '@axe-core/playwright';
import type { Response } from '@playwright/test';
import { otherMarketWords } from '../support/market-words';
import { test, expect, openRoute, watchNetwork } from './fixtures';
import { openLoaded } from './page-states';
import { pageUrl, ROUTES } from './routes';

for (const [route, pageQuery, heading] of [
  ['/PrivacyPolicy', '', 'Aviso de privacidad integral'],
  ['/PrivacyPolicy', '?type=1', 'Privacy notice'],
  ['/loanTerms', '', 'Términos y condiciones del préstamo'],
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
    await openRoute(page, '/PrivacyPolicy', pageQuery);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(scripts.some((code) => code.includes(own))).toBe(true);
    expect(scripts.some((code) => code.includes(other))).toBe(false);
    await page.goto('about:blank');
  }
});

/**
 * No page of one market names the other's law, regulator or identity documents: every route, in each market,
 * as a borrower reads it once loaded (text in closed disclosures and in the /Policy frame included). The
 * developer page (/testPreview) switches between the markets by design and is left out.
 */
for (const market of ['mx', 'in'] as const) {
  const locale = market === 'in' ? 'en' : 'es';
  test(`${market}: no page names the other market's law, regulator or identity documents`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const network = watchNetwork(page);
    const found: string[] = [];
    for (const route of ROUTES.filter((entry) => entry.path !== '/testPreview')) {
      await openLoaded(page, network, pageUrl(route, locale));
      for (const frame of page.frames()) {
        const text = await frame.evaluate(() => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) =>
              node.parentElement?.closest('script, style, noscript, template')
                ? NodeFilter.FILTER_REJECT
                : NodeFilter.FILTER_ACCEPT,
          });
          const parts = [document.title];
          while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
          return parts.join(' ');
        });
        for (const word of otherMarketWords(market, text)) found.push(`${route.path}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });
}
