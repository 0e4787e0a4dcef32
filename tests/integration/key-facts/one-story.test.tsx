import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { profileFor, type IndiaProfile, type MexicoProfile } from '@/config/market-profile';
import { PARTNER_LENDER } from '@/demo/fixtures/lenders';
import { nextOrderId } from '@/demo/fixtures/order-book';
import { formatDate } from '@/lib/format';
import commonEn from '@/lib/i18n/locales/common.en';
import commonEs from '@/lib/i18n/locales/common.es';
import commonHi from '@/lib/i18n/locales/common.hi';
import confirmEn from '@/features/loan/locales/loan-confirm.en';
import confirmEs from '@/features/loan/locales/loan-confirm.es';
import confirmHi from '@/features/loan/locales/loan-confirm.hi';
import statementEn from '@/features/loan/locales/loan-statement.en';
import statementEs from '@/features/loan/locales/loan-statement.es';
import statementHi from '@/features/loan/locales/loan-statement.hi';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import {
  DEMO_PAGES,
  confirmPath,
  demoOffers,
  signedLoans,
  statementPath,
  type DemoLanguage,
  type DemoMarket,
  type DemoOffer,
  type DemoPage,
  type SignedLoan,
} from '../../support/demo-loans';
import { scenario } from '../loan/helpers';

/**
 * One loan, one story: every document of every demo loan (each lender, market and language; before signing
 * and after, due and overdue) states each item it shares with the loan's KFS or carátula as that statement
 * does. The statement is the regulated anchor; each other document is read as a borrower reads it, from its
 * text, for the items they share:
 *  - the loan's number (nothing else that looks like one);
 *  - the lender, by its licence name, and none of another lender's names or people;
 *  - each fee by its one name and the statement's amount (the fee alone, or with its tax);
 *  - the APR or CAT beside its name;
 *  - every date, one the statement states (or today, or a due date moved by the 7-day extension).
 * A document that says any of these differently fails here with the item, both words and the page.
 */

const COMMON = { es: commonEs, en: commonEn, hi: commonHi } as const;
const CONFIRM = { es: confirmEs, en: confirmEn, hi: confirmHi } as const;
const STATEMENT = { es: statementEs, en: statementEn, hi: statementHi } as const;
/** The short name each language gives the annual cost figure, as it stands before the figure. */
const APR_NAME: Record<DemoLanguage, string> = { es: 'CAT', en: 'APR', hi: 'एपीआर' };
/** The tax each market charges on a fee, by its name on the page. */
const TAX_NAME: Record<DemoLanguage, string> = { es: 'IVA', en: 'GST', hi: 'जीएसटी' };
/** Days an extension moves a due date (terms §8 India, §10 Mexico; /repayDelay). */
const EXTENSION_DAYS = 7;

const MONEY = /[₹$]\s?\d[\d,]*\.\d{2}/g;
const LOAN_NUMBER = /\b(?:MX|IN)\d{8}\b/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

interface Doc {
  page: string;
  text: string;
}

/** The names that belong to each lender of a market: its licence name and its complaint people. */
function lenderNames(market: DemoMarket, lender: DemoOffer['lender']): string[] {
  if (market === 'in') {
    if (lender === 'partner') {
      const partner = PARTNER_LENDER.in;
      return [partner.legalName, partner.grievanceOfficer.name, partner.nodalOfficer.name];
    }
    const india = profileFor('in') as IndiaProfile;
    return [india.legalName, india.grievance.officer.name, india.grievance.nodalOfficer.name];
  }
  if (lender === 'partner') return [PARTNER_LENDER.mx.legalName, PARTNER_LENDER.mx.une.email];
  const mexico = profileFor('mx') as MexicoProfile;
  return [mexico.legalName, mexico.grievance.une.email];
}

/** Each month's word in the page's language, as the shared formatter writes a date. */
function monthWords(page: DemoPage): string[] {
  const market = page.market === 'in' ? Market.india : Market.mexico;
  return Array.from({ length: 12 }, (_, month) => {
    const text = formatDate(`2026-${String(month + 1).padStart(2, '0')}-15`, {
      market,
      locale: page.language,
    });
    return text.replace(/^15\s+/, '').replace(/\s+2026$/, '');
  });
}

/** Every date a text states, as "day/month" (a year is not always written). */
function datesIn(text: string, page: DemoPage): Set<string> {
  const months = monthWords(page);
  const pattern = new RegExp(
    `(?<![\\d.,])(\\d{1,2}) (${months.map(escape).join('|')})(?![\\p{L}\\p{M}])`,
    'gu',
  );
  return new Set([...text.matchAll(pattern)].map((match) => `${match[1]}/${months.indexOf(match[2]!) + 1}`));
}

/** "day/month" `days` later, in 2026-27 (the demo's calendar). */
function later(dayMonth: string, days: number): string {
  const [day, month] = dayMonth.split('/').map(Number) as [number, number];
  // The demo's dates lie between Sept 2026 and Mar 2027; Jan-Aug belong to 2027.
  const date = new Date(Date.UTC(month < 9 ? 2027 : 2026, month - 1, day + days));
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}`;
}

/** What the statement says of the shared items: the anchor every other document is read against. */
function anchorOf(statement: string, page: DemoPage, todayText: string) {
  const fees = Object.values(COMMON[page.language].fee).flatMap((name) => {
    const match = new RegExp(
      `${escape(name)}[^\\d₹$]{0,24}(${MONEY.source})(?:[^\\d₹$]{0,24}(${MONEY.source}))?`,
      'i',
    ).exec(statement);
    if (!match) return [];
    const fee = money(match[1]!);
    const tax = match[2] ? money(match[2]) : 0;
    return [{ name, amounts: [fee, fee + tax].map((value) => value.toFixed(2)), tax: tax.toFixed(2) }];
  });
  const dates = datesIn(statement, page);
  const today = [...datesIn(todayText, page)];
  const allowed = new Set([...dates, ...today, ...[...dates].map((date) => later(date, EXTENSION_DAYS))]);
  return { fees, apr: aprsIn(statement, page)[0], dates: allowed };
}

function aprsIn(text: string, page: DemoPage): string[] {
  const pattern = new RegExp(
    `${escape(APR_NAME[page.language])}(?:\\s*\\([^)]*\\))?\\)?:?\\s*(\\d[\\d,]*(?:\\.\\d+)?\\s?%)`,
    'g',
  );
  return [...text.matchAll(pattern)].map((match) => match[1]!.replace(/\s/g, ''));
}

/** Every way a document states a shared item differently from the statement. */
function differences(
  docs: Doc[],
  anchor: ReturnType<typeof anchorOf>,
  page: DemoPage,
  loan: { number: string; lender: DemoOffer['lender'] },
): string[] {
  const own = lenderNames(page.market, loan.lender);
  const other = lenderNames(page.market, loan.lender === 'partner' ? 'platform' : 'partner');
  return docs.flatMap(({ page: where, text }) => {
    const found: string[] = [];
    for (const number of text.match(LOAN_NUMBER) ?? [])
      if (number !== loan.number) found.push(`${where}: loan number ${number}, not ${loan.number}`);
    if (!text.includes(own[0]!)) found.push(`${where}: does not name its lender ${own[0]}`);
    for (const name of other) if (text.includes(name)) found.push(`${where}: names another lender's ${name}`);
    for (const fee of anchor.fees) {
      const pattern = new RegExp(`${escape(fee.name)}([^\\d₹$]{0,24})(${MONEY.source})`, 'gi');
      for (const match of text.matchAll(pattern)) {
        const amount = money(match[2]!).toFixed(2);
        // "GST on the processing fee ₹54.00", "प्रोसेसिंग शुल्क पर जीएसटी ₹54.00": the fee's tax.
        const tax = TAX_NAME[page.language];
        const isTax =
          new RegExp(`${tax}(?:\\s+[^\\s₹$]+){0,4}\\s*$`).test(text.slice(0, match.index)) ||
          match[1]!.includes(tax);
        const want = isTax ? [fee.tax] : fee.amounts;
        if (!want.includes(amount))
          found.push(`${where}: ${match[0]}, the statement's is ${want.join(' or, with its tax, ')}`);
      }
    }
    for (const apr of aprsIn(text, page))
      if (apr !== anchor.apr)
        found.push(`${where}: ${APR_NAME[page.language]} ${apr}, the statement's ${anchor.apr}`);
    for (const date of datesIn(text, page))
      if (!anchor.dates.has(date)) found.push(`${where}: the date ${date} is none the statement states`);
    return found;
  });
}

/** An element's text as read: each text node apart, so a table's cells never run into one another. */
function textOf(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ');
}

const pageText = () => textOf(document.body);

/**
 * Opens a page and reads its text once its data has painted (an amount) and nothing on it is still loading:
 * no loading indicator and no part's "Loading…" in its place (a lazy part, the agreement's text).
 */
async function readPage(path: string, page: DemoPage): Promise<Doc> {
  await renderRoute(path, { pageQuery: page.pageQuery });
  const loading = COMMON[page.language].loading;
  await waitFor(
    () => {
      const text = pageText();
      expect(text).toMatch(new RegExp(MONEY.source));
      expect(document.querySelector('.loading')).toBeNull();
      expect(text).not.toContain(loading);
    },
    { timeout: 8000 },
  );
  const text = pageText();
  cleanup();
  return { page: path, text };
}

/** Today as the demo's lender writes it: the statement's own "as of" words are not always there. */
function todayText(page: DemoPage): string {
  const market = page.market === 'in' ? Market.india : Market.mexico;
  return formatDate(new Date(), { market, locale: page.language });
}

afterEach(() => scenario(''));

describe.each(DEMO_PAGES)('$market in $language: one loan, one story', (page) => {
  const signable = demoOffers(page.market).filter((offer) => offer.signable);

  describe.each(['174', '180'])('with the demo’s loans at status %s', (status) => {
    it.each(signable)(
      'before signing, product $productId ($lender lender): the confirmation, its statement and the agreement',
      async (offer) => {
        scenario(`status=${status}`);
        const confirm = CONFIRM[page.language].confirm;
        const doc = page.market === 'in' ? 'kfs' : 'caratula';
        await renderRoute(confirmPath(offer), { pageQuery: page.pageQuery });
        (await screen.findByRole('button', { name: confirm.statementOpen[doc] })).click();
        const sheet = await screen.findByRole('dialog', { name: confirm.statementSheet[doc] });
        const title = STATEMENT[page.language][doc].title;
        const region = await within(sheet).findByRole('region', { name: title });
        const statement = textOf(region);
        const confirmation = { page: confirmPath(offer), text: pageText() };
        cleanup();
        const number = nextOrderId(page.market, offer.productId);
        const docs = [
          confirmation,
          await readPage(`${paths.loanAgreement}?orderNo=${number}`, page),
          await readPage(`${paths.loanAgreementPeriods}?orderNo=${number}`, page),
        ];
        const anchor = anchorOf(statement, page, todayText(page));
        expect(anchor.fees.length, 'the statement names its fees').toBeGreaterThan(0);
        expect(anchor.apr, 'the statement states its APR or CAT').toBeTruthy();
        const found = differences(docs, anchor, page, { number, lender: offer.lender });
        expect(found, found.join('\n')).toEqual([]);
      },
      30_000,
    );
  });

  it.each(signedLoans(page.market))(
    'after signing, product $productId ($lender lender), status $status: statement, agreement, note, details, repayment and extension',
    async (loan: SignedLoan) => {
      scenario(`status=${loan.status}`);
      const title = STATEMENT[page.language][page.market === 'in' ? 'kfs' : 'caratula'].title;
      await renderRoute(statementPath(loan), { pageQuery: page.pageQuery });
      const region = await screen.findByRole('region', { name: title });
      const statement = textOf(region);
      cleanup();
      const ids = `productId=${loan.productId}&orderId=${loan.orderId}`;
      const docs = [
        { page: statementPath(loan), text: statement },
        await readPage(`${paths.loanAgreement}?orderNo=${loan.orderId}`, page),
        await readPage(`${paths.loanAgreementPeriods}?orderNo=${loan.orderId}`, page),
        await readPage(`${paths.loanDetails}?${ids}`, page),
        await readPage(`${paths.repay}?${ids}`, page),
        await readPage(`${paths.repayDelay}?${ids}`, page),
      ];
      const anchor = anchorOf(statement, page, todayText(page));
      expect(anchor.fees.length, 'the statement names its fees').toBeGreaterThan(0);
      expect(anchor.apr, 'the statement states its APR or CAT').toBeTruthy();
      const found = differences(docs, anchor, page, { number: loan.orderId, lender: loan.lender });
      expect(found, found.join('\n')).toEqual([]);
    },
    60_000,
  );
});
