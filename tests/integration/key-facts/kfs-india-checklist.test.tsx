import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import statementHi from '@/features/loan/locales/loan-statement.hi';
import confirmHi from '@/features/loan/locales/loan-confirm.hi';
import { renderRoute } from '../../support/render-route';
import { scenario } from '../loan/helpers';
import { KFS_INDIA_CHECKLIST as CHECKLIST, KFS_INDIA_ROW_ITEMS } from '../../support/kfs-india-checklist';

/** India's KFS against RBI's circular, item by item (the list: tests/support/kfs-india-checklist.ts). */

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
  await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: query });
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
      KFS_INDIA_ROW_ITEMS.map((entry) => [entry.item, entry.en]),
    );
    expect(screen.getByRole('heading', { name: 'Annex C: repayment schedule' })).toBeInTheDocument();
    // Nil, inapplicable and fixed items say so: the demo has no third-party fee and a fixed rate.
    expect(valueOf(rows, 'A1.8(B)')).toBe('Nil');
    expect(valueOf(rows, 'A1.7')).toBe('Not applicable: the interest rate is fixed');
    expect(valueOf(rows, 'A1.10(iv)')).toBe('Not applicable: the interest rate is fixed');
    expect(valueOf(rows, 'A1.10(ii)')).toBe('Nil: no penal charge besides those above');
    // The extension's fee is a contingent charge (10 (v)), not a fee of the loan (8 (A)).
    expect(valueOf(rows, 'A1.10(v)')).toMatch(/^Extension fee: ₹[\d,.]+, plus GST of ₹[\d,.]+, only if/);
    expect(valueOf(rows, 'A1.8(A)')).not.toMatch(/Extension/);
    expect(valueOf(rows, 'A1.3')).toMatch(/^100% upfront/);
    expect(valueOf(rows, 'A2.1')).toBe('Loan terms and conditions, section 13 (Fair collection practices)');
    expect(valueOf(rows, 'A2.2')).toBe('Loan terms and conditions, section 18 (Grievance redressal)');
    expect(valueOf(rows, 'B.3')).toBe('Fixed');
    expect(valueOf(rows, 'B.11')).toMatch(/^Instalment 1: .+Instalment 2: .+Instalment 3: /);
  });

  it('Hindi: the same items in the same order, in Hindi words', async () => {
    const rows = await kfsItems('hi');
    expect(rows.map((row) => [row.item, row.label])).toEqual(
      KFS_INDIA_ROW_ITEMS.map((entry) => [entry.item, statementHi.kfs.rows[entry.key]]),
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
    scenario('keyFacts=-transferable');
    const rows = await kfsItems('en');
    expect(rows.map((row) => row.item)).toEqual(KFS_INDIA_ROW_ITEMS.map((entry) => entry.item));
    expect(valueOf(rows, 'A2.4')).toBe('Not provided by the lender');
  });
});
