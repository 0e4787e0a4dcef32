import { screen, within } from '@testing-library/react';
import { profileFor, type IndiaProfile, type MexicoProfile } from '@/config/market-profile';
import { PARTNER_LENDER } from '@/demo/fixtures/lenders';
import confirmEn from '@/features/loan/locales/loan-confirm.en';
import confirmEs from '@/features/loan/locales/loan-confirm.es';
import confirmHi from '@/features/loan/locales/loan-confirm.hi';
import incompleteEn from '@/features/loan/locales/loan-incomplete.en';
import incompleteEs from '@/features/loan/locales/loan-incomplete.es';
import incompleteHi from '@/features/loan/locales/loan-incomplete.hi';
import statementEn from '@/features/loan/locales/loan-statement.en';
import statementEs from '@/features/loan/locales/loan-statement.es';
import statementHi from '@/features/loan/locales/loan-statement.hi';
import { renderRoute } from '../../support/render-route';
import { KFS_INDIA_ROW_ITEMS } from '../../support/kfs-india-checklist';
import { problemsIn, readCaratula, withWords, type CaratulaItem } from '../../support/caratula-checklist';
import {
  DEMO_PAGES,
  confirmPath,
  demoOffers,
  signedLoans,
  statementPath,
  type DemoLanguage,
  type DemoOffer,
  type DemoPage,
} from '../../support/demo-loans';
import { CARATULA_CHECKLIST } from '../../support/caratula-checklist';
import { scenario } from '../loan/helpers';

/**
 * The regulators' checklists (India's KFS, RBI's circular item by item; Mexico's carátula, CONDUSEF's format)
 * on EVERY demo loan: each lender's (the profile's and a partner's), each market and language, before signing
 * (the confirmation's statement) and after (the signed loan's, due and overdue). Each item in the regulator's
 * order with its words; none of them empty ("not provided by the lender") or on a reference value while Apply
 * is allowed (contract §10); the lender's people in the document are its own, never another lender's.
 */

const CONFIRM = { es: confirmEs, en: confirmEn, hi: confirmHi } as const;
const INCOMPLETE = { es: incompleteEs, en: incompleteEn, hi: incompleteHi } as const;
const STATEMENT = { es: statementEs, en: statementEn, hi: statementHi } as const;

interface Item {
  /** The regulator's item (India's number, the carátula's heading). */
  item: string;
  value: string;
}

/** What a listed item says when it is not the loan's own: not given, or only a reference value. */
function gapsIn(items: Item[], language: DemoLanguage): string[] {
  const { notProvided, reference } = STATEMENT[language].statement;
  return items
    .filter(
      ({ value }) => !value.trim() || value.includes(notProvided) || value.includes(reference.slice(1, -1)),
    )
    .map(({ item, value }) => `${item}: "${value}"`);
}

/** A KFS row's words in Hindi: a signed loan's say the money has been paid out, where the locale has such words. */
function hindiRowWords(key: keyof typeof statementHi.kfs.rows, signed: boolean): string {
  const rows: Partial<Record<string, string>> = statementHi.kfs.rows;
  return (signed ? rows[`${key}Signed`] : undefined) ?? statementHi.kfs.rows[key];
}

/** India's KFS: its numbered items in the circular's order, by their words in the page's language. */
function kfsItems(
  region: HTMLElement,
  language: DemoLanguage,
  signed: boolean,
): { items: Item[]; problems: string[] } {
  const rows = [...region.querySelectorAll<HTMLElement>('[data-item]')].map((row) => ({
    item: row.dataset.item ?? '',
    label: row.querySelector('dt')?.textContent ?? '',
    value: row.querySelector('dd')?.textContent ?? '',
  }));
  const expected = KFS_INDIA_ROW_ITEMS.map((entry) => [
    entry.item,
    language === 'hi' ? hindiRowWords(entry.key, signed) : entry.en,
  ]);
  const shown = rows.map((row) => [row.item, row.label]);
  const problems =
    JSON.stringify(shown) === JSON.stringify(expected) ? [] : [`items ${JSON.stringify(shown)}`];
  return { items: rows, problems };
}

/** The carátula's items for a loan: the format's list with this loan's own words where they differ. */
function caratulaList(offer: DemoOffer): readonly CaratulaItem[] {
  // A loan that cannot be signed is read for its items' places alone: its words are what it lacks.
  if (!offer.signable) return CARATULA_CHECKLIST.map((item) => ({ ...item, words: [] }));
  return withWords({
    productName: [offer.productName],
    cat: [
      /^\d{1,3}(,\d{3})*\.\d%/,
      'Sin IVA, para fines informativos y de comparación.',
      /Fecha de cálculo: \d/,
    ],
    ...(offer.lender === 'partner'
      ? { accountStatement: ['Consulta: en la app, mensual', 'Envío por correo electrónico, mensual'] }
      : {}),
  });
}

/** Mexico's carátula: each item of CONDUSEF's format, in its order, with its words. */
function caratulaItems(region: HTMLElement, offer: DemoOffer): { items: Item[]; problems: string[] } {
  const shown = readCaratula(region);
  const list = caratulaList(offer);
  const items = list.map((entry) => ({
    item: entry.label,
    value: shown.find((row) => row.label === entry.label)?.value ?? '',
  }));
  return { items, problems: problemsIn(shown, list) };
}

/** The names a lender's documents give its people and channels: the profile's, or the partner's. */
function peopleOf(market: DemoPage['market'], lender: DemoOffer['lender']): string[] {
  if (market === 'in') {
    if (lender === 'partner') {
      const partner = PARTNER_LENDER.in;
      return [
        partner.grievanceOfficer.name,
        partner.nodalOfficer.name,
        partner.serviceProviders[0].name,
        partner.recoveryAgents[0].name,
      ];
    }
    const india = profileFor('in') as IndiaProfile;
    return [
      india.grievance.officer.name,
      india.grievance.nodalOfficer.name,
      ...india.digitalLending.recoveryAgents.map((agent) => agent.name),
    ];
  }
  if (lender === 'partner') return [PARTNER_LENDER.mx.une.email, PARTNER_LENDER.mx.reca];
  const mexico = profileFor('mx') as MexicoProfile;
  return [mexico.grievance.une.email, mexico.registration.reca];
}

function readStatement(region: HTMLElement, page: DemoPage, offer: DemoOffer, signed: boolean) {
  return page.market === 'in' ? kfsItems(region, page.language, signed) : caratulaItems(region, offer);
}

/** The document names its own lender's people and none of the other lender's. */
function expectOwnPeople(region: HTMLElement, page: DemoPage, offer: DemoOffer) {
  const other = offer.lender === 'partner' ? 'platform' : 'partner';
  for (const name of peopleOf(page.market, offer.lender)) expect(region, name).toHaveTextContent(name);
  for (const name of peopleOf(page.market, other)) expect(region, name).not.toHaveTextContent(name);
}

const statementTitle = (page: DemoPage) =>
  STATEMENT[page.language][page.market === 'in' ? 'kfs' : 'caratula'].title;

afterEach(() => scenario(''));

describe.each(DEMO_PAGES)('$market in $language: every lender’s statement', (page) => {
  describe.each(demoOffers(page.market))('before signing, product $productId ($lender lender)', (offer) => {
    it('every listed item in order with its words; Apply only when none is empty or a reference value', async () => {
      const confirm = CONFIRM[page.language].confirm;
      const doc = page.market === 'in' ? 'kfs' : 'caratula';
      await renderRoute(confirmPath(offer), { pageQuery: page.pageQuery });
      (await screen.findByRole('button', { name: confirm.statementOpen[doc] })).click();
      const sheet = await screen.findByRole('dialog', { name: confirm.statementSheet[doc] });
      const region = await within(sheet).findByRole('region', { name: statementTitle(page) });
      const { items, problems } = readStatement(region, page, offer, false);
      expect(problems).toEqual([]);
      const gaps = gapsIn(items, page.language);
      const refused = { name: INCOMPLETE[page.language].incomplete.title };
      const apply = screen.getByRole('button', {
        name: new RegExp(`^${confirm.submit.split('{{')[0]}`),
      });
      if (gaps.length) {
        // Not signable: the page says so and Apply is refused.
        expect(await screen.findByRole('region', refused), gaps.join('; ')).toBeInTheDocument();
        expect(apply).toBeDisabled();
      } else expect(screen.queryByRole('region', refused)).not.toBeInTheDocument();
      // The demo's offers are whole but the one kept to show the refusal.
      expect(gaps.length === 0, gaps.join('; ')).toBe(offer.signable);
      if (offer.signable) expectOwnPeople(region, page, offer);
    });
  });

  it.each(signedLoans(page.market))(
    'after signing, product $productId ($lender lender), status $status: every item, none empty',
    async (loan) => {
      scenario(`status=${loan.status}`);
      await renderRoute(statementPath(loan), { pageQuery: page.pageQuery });
      const region = await screen.findByRole('region', { name: statementTitle(page) });
      const { items, problems } = readStatement(region, page, loan, true);
      expect(problems).toEqual([]);
      expect(gapsIn(items, page.language)).toEqual([]);
      expectOwnPeople(region, page, loan);
    },
  );
});
