import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { PARTNER_LENDER } from '../../src/demo/fixtures/lenders';
import { test, expect, openRoute } from './fixtures';
import { profiles } from './lender-profiles';

/**
 * contract §10, "A lender's identity", and §9: a partner lender's loan (the demo's product 21), opened in each
 * market and language, names only that lender's people and channels in its documents (the KFS or carátula,
 * before and after signing), its help footer, customer service and payment pages, and is paid into that
 * lender's own accounts; nothing there is the platform lender's (the market profile's). The demo's incomplete
 * offer (product 15, which sends no key facts) cannot be signed.
 */

interface Case {
  market: 'mx' | 'in';
  language: 'es' | 'en' | 'hi';
  pageQuery: string;
  orderId: string;
  words: {
    openStatement: string;
    statement: string;
    escalate: string;
    customerService: string;
    refused: string;
    apply: RegExp;
    boxes: string[];
  };
}

const CASES: Case[] = [
  {
    market: 'mx',
    language: 'es',
    pageQuery: '',
    orderId: 'MX24050021',
    words: {
      openStatement: 'Ver la carátula del crédito',
      statement: 'Carátula del crédito',
      escalate: 'Si no resolvemos tu queja',
      customerService: 'Servicio al cliente',
      refused: 'Todavía no puedes solicitar este préstamo',
      apply: /^Solicitar y recibir/,
      boxes: ['He leído y acepto el contrato de préstamo'],
    },
  },
  {
    market: 'in',
    language: 'en',
    pageQuery: '?type=1',
    orderId: 'IN24050021',
    words: {
      openStatement: 'Open the Key Facts Statement',
      statement: 'Key Facts Statement',
      escalate: 'If we do not resolve your complaint',
      customerService: 'Customer service',
      refused: 'You cannot apply for this loan yet',
      apply: /^Apply and receive/,
      boxes: [
        'I have read and accept the loan agreement',
        'I have read and understood the Key Facts Statement',
      ],
    },
  },
  {
    market: 'in',
    language: 'hi',
    pageQuery: '?type=1&language=hi',
    orderId: 'IN24050021',
    words: {
      openStatement: 'मुख्य तथ्य विवरण (केएफएस) खोलें',
      statement: 'मुख्य तथ्य विवरण (केएफएस)',
      escalate: 'अगर हम आपकी शिकायत हल न करें',
      customerService: 'ग्राहक सेवा',
      refused: 'अभी इस लोन के लिए आवेदन नहीं किया जा सकता',
      apply: /^आवेदन करें और/,
      boxes: ['मैंने लोन एग्रीमेंट पढ़ लिया है और मुझे यह स्वीकार है', 'मैंने मुख्य तथ्य विवरण (केएफएस) पढ़ और समझ लिया है'],
    },
  },
];

/** What names the platform lender: never on a partner's loan. */
function platformMarks(market: Case['market']): string[] {
  if (market === 'in') {
    const india = profiles.in;
    return [
      india.legalName,
      india.support.phone,
      india.support.email,
      india.grievance.officer.name,
      india.grievance.officer.email,
      india.grievance.nodalOfficer.name,
      ...india.digitalLending.serviceProviders.map((provider) => provider.name),
      ...india.digitalLending.recoveryAgents.map((agent) => agent.name),
      // Its collection accounts: its UPI handle and its virtual accounts' code.
      'cashloan.',
      'CASHL',
    ];
  }
  const mexico = profiles.mx;
  return [
    mexico.legalName,
    mexico.support.phone,
    mexico.support.email,
    mexico.grievance.une.email,
    mexico.grievance.une.phone,
    mexico.registration.reca,
  ];
}

/** The page names none of the platform lender's people, channels or accounts. */
async function expectNoPlatform(page: Page, market: Case['market'], where: string) {
  const text = await page.locator('body').innerText();
  for (const mark of platformMarks(market)) expect(text, `${where}: ${mark}`).not.toContain(mark);
}

for (const c of CASES) {
  const partner = PARTNER_LENDER[c.market];
  test.describe(`${c.market} in ${c.language}: a partner lender's loan`, () => {
    test('its statement before and after signing names its own people', async ({ page, pageErrors }) => {
      await openRoute(page, `${paths.confirmLoan}?productId=21`, c.pageQuery);
      await page.getByRole('button', { name: c.words.openStatement }).click();
      const sheet = page.getByRole('dialog', { name: c.words.statement });
      const statement = sheet.getByRole('region', { name: c.words.statement });
      await expect(statement).toBeVisible();
      if (c.market === 'in') {
        const india = PARTNER_LENDER.in;
        await expect(statement).toContainText(india.grievanceOfficer.name);
        await expect(statement).toContainText(india.nodalOfficer.phone);
        await expect(statement).toContainText(india.serviceProviders[0].grievanceOfficer.name);
        await expect(statement).toContainText(india.recoveryAgents[0].name);
      } else {
        const mexico = PARTNER_LENDER.mx;
        await expect(statement).toContainText(mexico.une.email);
        await expect(statement).toContainText(mexico.reca);
        await expect(statement).toContainText('Crédito personal');
      }
      await expectNoPlatform(page, c.market, 'confirmation');
      await page.keyboard.press('Escape');
      // A whole document: it can be signed.
      await expect(page.getByRole('region', { name: c.words.refused })).toHaveCount(0);
      for (const box of c.words.boxes) await page.getByRole('checkbox', { name: box }).check();
      await expect(page.getByRole('button', { name: c.words.apply })).toBeEnabled();

      await openRoute(page, `${paths.loanStatement}?productId=21&orderId=${c.orderId}`, c.pageQuery);
      await expect(page.getByRole('region', { name: c.words.statement })).toContainText(
        c.market === 'in' ? PARTNER_LENDER.in.grievanceOfficer.name : PARTNER_LENDER.mx.une.email,
      );
      await expectNoPlatform(page, c.market, 'signed statement');
      expect(pageErrors).toEqual([]);
    });

    test('its footer and customer service are its own lender’s', async ({ page, pageErrors }) => {
      await openRoute(page, `${paths.loanDetails}?productId=21&orderId=${c.orderId}`, c.pageQuery);
      await page.getByText(c.words.escalate).click();
      const help = page.getByRole('navigation').filter({ hasText: c.words.escalate });
      await expect(help).toContainText(
        c.market === 'in' ? PARTNER_LENDER.in.grievanceOfficer.name : PARTNER_LENDER.mx.une.email,
      );
      await expectNoPlatform(page, c.market, 'loan details');
      await help.getByRole('link', { name: c.words.customerService }).click();
      await expect(page.getByRole('link', { name: partner.support.phone })).toBeVisible();
      await expect(page.getByRole('link', { name: partner.support.email })).toBeVisible();
      await expectNoPlatform(page, c.market, 'customer service');
      expect(pageErrors).toEqual([]);
    });

    test('its payment pages pay its own accounts @money', async ({ page, pageErrors }) => {
      await openRoute(page, `${paths.repay}?productId=21&orderId=${c.orderId}`, c.pageQuery);
      await expect(page.getByText(partner.legalName).first()).toBeVisible();
      await expectNoPlatform(page, c.market, 'repay');
      const rail = c.market === 'in' ? 'UPI' : 'SPEI';
      await openRoute(
        page,
        `${paths.repayInstructions}?productId=21&orderId=${c.orderId}&amount=100000&payCode=${rail}&requestType=1`,
        c.pageQuery,
      );
      if (c.market === 'in') await expect(page.locator('body')).toContainText(/sahyadri\.\d{6}@hdfcbank/);
      else await expect(page.locator('body')).toContainText(partner.legalName);
      // Questions about the payment go to the loan's own lender.
      await expect(page.locator('body')).toContainText(partner.support.email);
      await expectNoPlatform(page, c.market, 'payment instructions');
      expect(pageErrors).toEqual([]);
    });

    test('the incomplete offer cannot be signed', async ({ page, pageErrors }) => {
      await openRoute(page, `${paths.confirmLoan}?productId=15`, c.pageQuery);
      await expect(page.getByRole('region', { name: c.words.refused })).toBeVisible();
      await expect(page.getByRole('button', { name: c.words.apply })).toBeDisabled();
      await expect(page.getByRole('checkbox', { name: c.words.boxes[0] })).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  });
}
