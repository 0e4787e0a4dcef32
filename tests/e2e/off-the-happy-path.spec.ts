import type { Page } from '@playwright/test';
import { test, expect, openRoute } from './fixtures';
import { profiles } from './lender-profiles';
import { linkTo, paths } from '../../src/config/paths';
// First: the build's globals the locale modules below read.
import commonEs from '../../src/lib/i18n/locales/common.es';
import commonEn from '../../src/lib/i18n/locales/common.en';
import commonHi from '../../src/lib/i18n/locales/common.hi';
import detailsEs from '../../src/features/loan/locales/loan-details.es';
import detailsEn from '../../src/features/loan/locales/loan-details.en';
import detailsHi from '../../src/features/loan/locales/loan-details.hi';
import productsEs from '../../src/features/loan/locales/loan-products.es';
import productsEn from '../../src/features/loan/locales/loan-products.en';
import productsHi from '../../src/features/loan/locales/loan-products.hi';
import confirmEs from '../../src/features/loan/locales/loan-confirm.es';
import confirmEn from '../../src/features/loan/locales/loan-confirm.en';
import confirmHi from '../../src/features/loan/locales/loan-confirm.hi';
import repaymentEs from '../../src/features/repayment/locales/repayment.es';
import repaymentEn from '../../src/features/repayment/locales/repayment.en';
import repaymentHi from '../../src/features/repayment/locales/repayment.hi';
import overdueEs from '../../src/entities/loan-figures/overdue/locales/overdue.es';
import overdueEn from '../../src/entities/loan-figures/overdue/locales/overdue.en';
import overdueHi from '../../src/entities/loan-figures/overdue/locales/overdue.hi';

/**
 * Off the happy path, as the borrower reads it in each market and in Hindi (contract §10, §11): a partner
 * lender's loan names and pays that lender on every rail; an overdue loan says what settles it today, and
 * the payment asks for exactly that; an offer in the list states the lender and the APR or CAT its key facts
 * state. Texts come from the locale files, so a change of wording changes this test with it; figures are
 * the demo's (tests/unit/demo/overdue.test.ts works the overdue ones by hand).
 */

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => values[name] ?? '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LOCALES = [
  {
    name: 'Mexico (es)',
    pageQuery: '?sessionId=s-1&type=2',
    market: 'mx',
    order: 'MX24050021',
    partner: 'Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
    common: commonEs,
    details: detailsEs,
    products: productsEs,
    confirm: confirmEs,
    repayment: repaymentEs,
    overdue: overdueEs,
    statement: {
      open: confirmEs.confirm.statementOpen.caratula,
      sheet: confirmEs.confirm.statementSheet.caratula,
    },
    overdueFigures: { total: '$3,352.31', days: '3', perDay: '$0.38', paise: '335231' },
  },
  {
    name: 'India (en)',
    pageQuery: '?sessionId=s-1&type=1&language=en',
    market: 'in',
    order: 'IN24050021',
    partner: 'Sahyadri Fincorp Private Limited',
    common: commonEn,
    details: detailsEn,
    products: productsEn,
    confirm: confirmEn,
    repayment: repaymentEn,
    overdue: overdueEn,
    statement: { open: confirmEn.confirm.statementOpen.kfs, sheet: confirmEn.confirm.statementSheet.kfs },
    overdueFigures: { total: '₹6,706.17', days: '3', perDay: '₹4.40', paise: '670617' },
  },
  {
    name: 'India (hi)',
    pageQuery: '?sessionId=s-1&type=1&language=hi',
    market: 'in',
    order: 'IN24050021',
    partner: 'Sahyadri Fincorp Private Limited',
    common: commonHi,
    details: detailsHi,
    products: productsHi,
    confirm: confirmHi,
    repayment: repaymentHi,
    overdue: overdueHi,
    statement: { open: confirmHi.confirm.statementOpen.kfs, sheet: confirmHi.confirm.statementSheet.kfs },
    overdueFigures: { total: '₹6,706.17', days: '3', perDay: '₹4.40', paise: '670617' },
  },
] as const;

/** The demo's overdue loan of the profile's own lender (product 7). */
const overdueLoan = (market: 'mx' | 'in') =>
  linkTo(paths.loanDetails, { productId: '7', orderId: market === 'mx' ? 'MX24050007' : 'IN24050007' });

async function channelLinks(page: Page, heading: string) {
  const channels = page.getByRole('region', { name: heading });
  await expect(channels.getByRole('link').first()).toBeVisible();
  return channels.getByRole('link');
}

for (const l of LOCALES) {
  const profileLender = profiles[l.market].legalName;
  const lenderLine = fill(l.common.lender.line, { name: l.partner });

  test(`${l.name}: a partner lender's loan names and pays that lender, from details to every rail @money`, async ({
    page,
    scenario,
    pageErrors,
  }) => {
    await scenario({ status: '174' });
    await openRoute(page, linkTo(paths.loanDetails, { productId: '21', orderId: l.order }), l.pageQuery);
    await expect(page.getByText(lenderLine).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(profileLender);

    await page.getByRole('link', { name: l.details.details.repay, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repay}\?`));
    await expect(page.getByText(lenderLine).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(profileLender);

    const rails = await channelLinks(page, l.repayment.channels.heading);
    const count = await rails.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const rail = (await channelLinks(page, l.repayment.channels.heading)).nth(index);
      const railName = (await rail.innerText()).split('\n')[0];
      await rail.click();
      await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repayInstructions}\?`));
      const code = page.getByRole('region', { name: l.repayment.instructions.code });
      await expect(code, `${railName}: the payment code`).toBeVisible();
      // The lender named, and the payee the borrower copies is that lender, on every rail.
      await expect(page.getByText(lenderLine).first(), `${railName}: the lender`).toBeVisible();
      await expect(code, `${railName}: the payee`).toContainText(l.partner);
      await expect(page.getByRole('main'), `${railName}: no other lender`).not.toContainText(profileLender);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repay}\?`));
    }
    expect(pageErrors).toEqual([]);
  });

  test(`${l.name}: an overdue loan says what settles it today, and the payment asks for that @money`, async ({
    page,
    scenario,
    pageErrors,
  }) => {
    await scenario({ status: '180' });
    await openRoute(page, overdueLoan(l.market), l.pageQuery);
    const lead = page.getByRole('region', {
      name: fill(l.overdue.title_other, { count: l.overdueFigures.days }),
    });
    await expect(lead).toBeVisible();
    await expect(lead.getByText(l.overdue.totalToday)).toBeVisible();
    await expect(lead).toContainText(l.overdueFigures.total);
    await expect(lead).toContainText(fill(l.overdue.perDay, { amount: l.overdueFigures.perDay }));
    // Each charge by name with its annual rate: the block's rows after the overdue amount.
    const charges = lead.locator('dt');
    expect(await charges.count()).toBeGreaterThan(1);
    await expect(lead).toContainText(new RegExp(escape(l.common.lateCharge.annual.split('{{')[0]!)));

    await lead.getByRole('link', { name: l.details.details.repay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repay}\?`));
    const repayLead = page.getByRole('region', {
      name: fill(l.overdue.title_other, { count: l.overdueFigures.days }),
    });
    await expect(repayLead).toContainText(l.overdueFigures.total);

    // The payment asks for what settles it today, not the unchanged instalment.
    const rail = (await channelLinks(page, l.repayment.channels.heading)).first();
    await rail.click();
    await expect(page).toHaveURL(new RegExp(`[?&]amount=${l.overdueFigures.paise}&`));
    await expect(page.getByRole('main')).toContainText(l.overdueFigures.total);
    expect(pageErrors).toEqual([]);
  });

  test(`${l.name}: an offer in the list states the lender and the APR or CAT its key facts state`, async ({
    page,
    pageErrors,
  }) => {
    await openRoute(page, paths.recommendList, l.pageQuery);
    await expect(page.getByRole('heading', { level: 1, name: l.products.recommend.title })).toBeVisible();
    const offers = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await offers.count()).toBeGreaterThan(1);
    const partnerOffer = offers.filter({ hasText: l.partner });
    await expect(partnerOffer).toHaveCount(1);
    const costLabel =
      l.market === 'mx' ? l.products.offer.costMexico.label : l.products.offer.costIndia.label;
    await expect(partnerOffer.getByText(costLabel, { exact: true })).toBeVisible();
    // The example the rate is worked out for: an amount and a term, then what repays it.
    const example = partnerOffer.getByText(l.products.offer.example.label, { exact: true });
    await expect(example).toBeVisible();
    await expect(example.locator('xpath=following-sibling::dd[1]')).toContainText(
      l.market === 'mx' ? '$' : '₹',
    );
    const rate = /(\d[\d,]*\.\d+)\s?%/.exec(await partnerOffer.innerText())?.[1];
    expect(rate, 'the offer states a rate').toBeDefined();

    await partnerOffer.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(String.raw`#${paths.product}\?productId=21`));
    await page
      .getByRole('link', { name: l.products.product.apply })
      .or(page.getByRole('button', { name: l.products.product.apply }))
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(String.raw`#${paths.confirmLoan}\?productId=21`));
    await page.getByRole('button', { name: l.statement.open }).click();
    const sheet = page.getByRole('dialog', { name: l.statement.sheet });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(l.partner);
    await expect(sheet).toContainText(`${rate}%`);
    await expect(sheet).not.toContainText(profiles[l.market].legalName);
    expect(pageErrors).toEqual([]);
  });
}
