import { screen, within } from '@testing-library/react';
import statementHi from '@/features/loan/locales/loan-statement.hi';
import confirmHi from '@/features/loan/locales/loan-confirm.hi';
import { renderRoute } from '../../support/render-route';
import { scenario } from '../loan/helpers';

/**
 * India's Key Facts Statement against RBI's circular "Key Facts Statement (KFS) for Loans & Advances"
 * (DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024), item by item: Annex A Part 1 items 1-10, Part 2 items
 * 1-6, Annex B items 1-11, Annex C. Each entry is the circular's item, the row's key, and the words the KFS
 * shows for it in English (written here from the circular's wording); the Hindi words are the locale's own
 * (so a glossary rewording does not break this list) and must be there, in Hindi. The rows are read in
 * order from the statement confirmation opens: an item missing, added out of place or reordered fails.
 */
const CHECKLIST: { item: string; key: keyof typeof statementHi.kfs.rows; en: string }[] = [
  // Annex A, Part 1 (interest rate and fees/charges).
  { item: 'A1.1', key: 'proposalNo', en: 'Loan proposal / account number' },
  { item: 'A1.1(type)', key: 'loanType', en: 'Type of loan' },
  { item: 'A1.2', key: 'sanctioned', en: 'Sanctioned loan amount' },
  { item: 'A1.3', key: 'disbursal', en: 'Disbursal schedule' },
  { item: 'A1.4', key: 'term', en: 'Loan term' },
  { item: 'A1.5', key: 'instalments', en: 'Instalments (type, number, amount, first payment)' },
  { item: 'A1.6', key: 'interestRate', en: 'Interest rate and type' },
  { item: 'A1.7', key: 'floatingRate', en: 'Floating rate: benchmark, spread and reset' },
  { item: 'A1.8(A)', key: 'feesLender', en: 'Fees and charges payable to the lender (A)' },
  { item: 'A1.8(B)', key: 'feesThirdParty', en: 'Fees payable to third parties through the lender (B)' },
  { item: 'A1.9', key: 'apr', en: 'Annual Percentage Rate (APR)' },
  { item: 'A1.10(i)', key: 'penalCharges', en: 'Penal charges for delayed payment' },
  { item: 'A1.10(ii)', key: 'otherPenal', en: 'Other penal charges' },
  { item: 'A1.10(iii)', key: 'foreclosure', en: 'Foreclosure (prepayment)' },
  { item: 'A1.10(iv)', key: 'switching', en: 'Charges for switching between floating and fixed rate' },
  { item: 'A1.10(v)', key: 'otherCharges', en: 'Any other charges' },
  // Annex A, Part 2 (other qualitative information).
  { item: 'A2.1', key: 'recoveryClause', en: 'Loan agreement clause on recovery agents' },
  { item: 'A2.1(agents)', key: 'recoveryAgents', en: 'Recovery agents engaged' },
  { item: 'A2.2', key: 'grievanceClause', en: 'Loan agreement clause on grievance redressal' },
  { item: 'A2.2(officer)', key: 'grievanceOfficer', en: 'Grievance Redressal Officer' },
  { item: 'A2.3', key: 'nodalOfficer', en: 'Nodal grievance redressal officer (digital lending)' },
  { item: 'A2.4', key: 'transferable', en: 'Loan may be transferred to another lender or securitised' },
  { item: 'A2.5', key: 'coLending', en: 'Co-lending (a loan funded with another lender)' },
  { item: 'A2.6(i)', key: 'coolingOff', en: 'Cooling-off / look-up period' },
  { item: 'A2.6(ii)', key: 'serviceProvider', en: 'Lending service provider (LSP)' },
  // Annex B (illustration of the APR).
  { item: 'B.1', key: 'bSanctioned', en: 'Sanctioned loan amount' },
  { item: 'B.2', key: 'bTerm', en: 'Loan term' },
  { item: 'B.2(b)', key: 'bInstalments', en: 'Instalments (type, amount, number, first payment)' },
  { item: 'B.3', key: 'bRateType', en: 'Interest rate type' },
  { item: 'B.4', key: 'bRate', en: 'Rate of interest' },
  { item: 'B.5', key: 'bTotalInterest', en: 'Total interest over the whole tenor' },
  { item: 'B.6', key: 'bFees', en: 'Fees and charges (A + B), with taxes' },
  { item: 'B.7', key: 'bNetDisbursed', en: 'Net disbursed amount' },
  { item: 'B.8', key: 'bTotalToPay', en: 'Total amount to be paid' },
  { item: 'B.9', key: 'bApr', en: 'Annual Percentage Rate (APR)' },
  { item: 'B.10', key: 'bDisbursal', en: 'Schedule of disbursement' },
  { item: 'B.11', key: 'bDueDates', en: 'Due dates of instalments and interest' },
  // Annex C: the repayment schedule.
  { item: 'C', key: 'schedule', en: 'Repayment schedule' },
];

const LANGUAGES = {
  en: { query: '?type=1', open: 'Open the Key Facts Statement', name: 'Key Facts Statement' },
  hi: {
    query: '?type=1&language=hi',
    open: confirmHi.confirm.statementOpen.kfs,
    name: confirmHi.confirm.statementSheet.kfs,
  },
} as const;

/** Confirmation's statement (in its sheet): each numbered row as [item, label, value]. */
async function kfsItems(language: keyof typeof LANGUAGES) {
  const { query, open, name } = LANGUAGES[language];
  await renderRoute('/confirmLoan?productId=7', { pageQuery: query });
  (await screen.findByRole('button', { name: open })).click();
  const sheet = await screen.findByRole('dialog', { name });
  const region = await within(sheet).findByRole('region', { name });
  return [...region.querySelectorAll<HTMLElement>('[data-item]')].map((row) => ({
    item: row.dataset.item,
    label: row.querySelector('dt')?.textContent ?? '',
    value: row.querySelector('dd')?.textContent ?? '',
  }));
}

const valueOf = (rows: { item?: string; value: string }[], item: string) =>
  rows.find((row) => row.item === item)?.value;

afterEach(() => scenario(''));

describe("India's KFS, item by item against RBI's circular", () => {
  it('English: every item, in the circular’s order, by its words', async () => {
    const rows = await kfsItems('en');
    // Annex C's schedule is a table under its heading, not a row of the list.
    expect(rows.map((row) => [row.item, row.label])).toEqual(
      CHECKLIST.filter((entry) => entry.item !== 'C').map((entry) => [entry.item, entry.en]),
    );
    expect(screen.getByRole('heading', { name: 'Annex C: repayment schedule' })).toBeInTheDocument();
    // Nil, inapplicable and fixed items say so: the demo has no third-party fee and a fixed rate.
    expect(valueOf(rows, 'A1.8(B)')).toBe('Nil');
    expect(valueOf(rows, 'A1.7')).toBe('Not applicable: the interest rate is fixed');
    expect(valueOf(rows, 'A1.10(iv)')).toBe('Not applicable: the interest rate is fixed');
    expect(valueOf(rows, 'A1.10(ii)')).toBe('Nil: no penal charge besides those in 10 (i)');
    // The extension's fee is a contingent charge (10 (v)), not a fee of the loan (8 (A)).
    expect(valueOf(rows, 'A1.10(v)')).toMatch(/^Extension fee: ₹[\d,.]+, plus GST of ₹[\d,.]+, only if/);
    expect(valueOf(rows, 'A1.8(A)')).not.toMatch(/Extension/);
    expect(valueOf(rows, 'A1.3')).toMatch(/^100% upfront/);
    expect(valueOf(rows, 'A2.1')).toBe('Loan terms, section 13 (Fair collection practices)');
    expect(valueOf(rows, 'A2.2')).toBe('Loan terms, section 18 (Grievance redressal)');
    expect(valueOf(rows, 'B.3')).toBe('Fixed');
    expect(valueOf(rows, 'B.11')).toMatch(/^Instalment 1: .+Instalment 2: .+Instalment 3: /);
  });

  it('Hindi: the same items in the same order, in Hindi words', async () => {
    const rows = await kfsItems('hi');
    expect(rows.map((row) => [row.item, row.label])).toEqual(
      CHECKLIST.filter((entry) => entry.item !== 'C').map((entry) => [
        entry.item,
        statementHi.kfs.rows[entry.key],
      ]),
    );
    for (const entry of CHECKLIST) {
      const words = statementHi.kfs.rows[entry.key];
      expect(words, entry.item).toMatch(/[\u0900-\u097F]/);
      expect(words, entry.item).not.toBe(entry.en);
    }
    expect(valueOf(rows, 'A1.8(B)')).toBe('शून्य');
    expect(valueOf(rows, 'A1.7')).toBe(statementHi.kfs.notApplicable.fixedRate);
    expect(valueOf(rows, 'A2.5')).toBe(statementHi.kfs.notApplicable.singleLender);
  });

  it('an item the lender leaves empty stays in its place, saying so', async () => {
    scenario('keyFacts=-recoveryAgents');
    const rows = await kfsItems('en');
    expect(rows.map((row) => row.item)).toEqual(
      CHECKLIST.filter((entry) => entry.item !== 'C').map((entry) => entry.item),
    );
    expect(valueOf(rows, 'A2.1(agents)')).toBe('Not provided by the lender');
  });
});
