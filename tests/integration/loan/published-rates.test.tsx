import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { loanConfirmFixture } from '@/demo/fixtures/loan';
import { renderRoute } from '../../support/render-route';
import {
  ALIVIO_CAT,
  COMPARTAMOS_CAT,
  COMPARTAMOS_WEEKLY,
  RBI_ANNEX_B,
  RBL_KFS,
  type PublishedLoan,
} from '../../support/published-loans';
import { scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';

/**
 * Published examples, sent as a lender would send them (plan and keyFacts, no `apr`), through every page
 * that states the rate: the confirmation's cost summary, its full statement, and /loanStatement after
 * signing. The sources, their inputs and the tolerances their rounding allows are in
 * tests/unit/key-facts/published-rates.test.ts; here the three pages must show one and the same figure,
 * counted from the server's date, and not the one the former methods gave.
 */

/** The server's clock at midday of `day` (UTC), so the local day is `day` in any test time zone. */
const serverDate = (day: string) => ({ Date: new Date(`${day}T12:00:00Z`).toUTCString() });

function lenderSends(example: PublishedLoan) {
  const offer = {
    ...loanConfirmFixture(example.market, '7', false),
    amount: example.sanctioned,
    periods: dayjs(example.plan.at(-1)!.date).diff(example.start, 'day'),
    termUnit: 1,
    firstPayTime: example.plan[0]!.date,
    repay_plans: example.plan.map((line, index) => ({
      title: `${index + 1}`,
      description: '',
      amount: line.amount,
      pay_time: line.date,
    })),
    keyFacts: example.keyFacts,
  };
  const contract = {
    amount: example.sanctioned,
    giveAmount: example.keyFacts.netDisbursed,
    contractAmount: example.plan.reduce((sum, line) => sum + line.amount, 0),
    daiDate: example.start,
    planDate: example.plan.map((line) => ({ planDate: line.date, amount: line.amount })),
    company: 'Lender',
    keyFacts: example.keyFacts,
  };
  server.use(
    onCall(calls.loanConfirm, () =>
      HttpResponse.json({ success: true, data: offer }, { headers: serverDate(example.start) }),
    ),
    onCall(calls.contract, () => HttpResponse.json({ code: 0, message: 'ok', data: contract })),
    // Without the details' plan the statement reads the contract's own plan and disbursal date.
    onCall(calls.loanDetails, () => HttpResponse.json({ success: false, message: 'n/a' }, { status: 500 })),
  );
}

function rowValue(region: HTMLElement, label: string): string {
  const term = within(region).queryAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? '';
}

beforeEach(() => {
  // The phone's clock is years away from the examples' dates: nothing may count from it.
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 9, 30), toFake: ['Date'] });
  scenario('');
});

describe('published examples on every page that states the rate', () => {
  it('India, RBL Bank’s KFS (published 24.16 %): 24.15 % by RBI’s method, the former method read 27.03 %', async () => {
    lenderSends(RBL_KFS);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: '?type=1' });
    const hero = await screen.findByRole('region', { name: 'You receive in your account' });
    expect(hero).toHaveTextContent('₹45,613.50');
    expect(rowValue(hero, 'You repay in total')).toBe('₹57,963.36');
    const cost = screen.getByRole('region', { name: 'What it costs' });
    expect(rowValue(cost, 'Annual Percentage Rate (APR)')).toBe('24.15%');
    expect(cost).toHaveTextContent(`Calculated on ${formatDate('2024-12-01', { market: Market.india })}`);
    screen.getByRole('button', { name: 'Open the Key Facts Statement' }).click();
    const sheet = await screen.findByRole('dialog', { name: 'Key Facts Statement' });
    const kfs = await within(sheet).findByRole('region', { name: 'Key Facts Statement' });
    expect(await within(kfs).findAllByText(/^24\.15%/)).not.toHaveLength(0);
    expect(rowValue(kfs, 'Annual Percentage Rate (APR)')).toMatch(
      new RegExp(`^24\\.15%Computed by this app .* on ${formatDate('2024-12-01', { market: Market.india })}`),
    );
    expect(kfs).not.toHaveTextContent('27.03');
  });

  it('Mexico, Alivio Capital’s ejemplo de CAT (published 95.7 %): 95.6 % sin IVA, the former ÷ 1.16 read 97.82 %', async () => {
    lenderSends(ALIVIO_CAT);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const hero = await screen.findByRole('region', { name: 'Recibes en tu cuenta' });
    expect(hero).toHaveTextContent('$18,840.00');
    const cost = screen.getByRole('region', { name: 'Lo que cuesta' });
    expect(rowValue(cost, 'CAT (Costo Anual Total)')).toBe('95.6%');
    expect(cost).toHaveTextContent(
      `Fecha de cálculo: ${formatDate('2020-06-26', { market: Market.mexico })}`,
    );
    // The lender's schedule splits the IVA exactly: no assumption to state.
    expect(cost).not.toHaveTextContent(/tomamos como IVA/);
    screen.getByRole('button', { name: 'Ver la carátula del crédito' }).click();
    const sheet = await screen.findByRole('dialog', { name: 'Carátula del crédito' });
    const caratula = await within(sheet).findByRole('region', { name: 'Carátula del crédito' });
    expect(rowValue(caratula, 'CAT (Costo Anual Total)')).toMatch(
      new RegExp(`^95\\.6%Sin IVA.*Fecha de cálculo: ${formatDate('2020-06-26', { market: Market.mexico })}`),
    );
  });
});

/** Where each market's pages state the rate. */
const PAGES = {
  in: {
    pageQuery: '?type=1',
    cost: 'What it costs',
    row: 'Annual Percentage Rate (APR)',
    open: 'Open the Key Facts Statement',
    statement: 'Key Facts Statement',
    /** The row after signing: the figure alone. */
    signed: (shown: string) => new RegExp(`^${shown.replace('.', '\\.')}$`),
  },
  mx: {
    pageQuery: '',
    cost: 'Lo que cuesta',
    row: 'CAT (Costo Anual Total)',
    open: 'Ver la carátula del crédito',
    statement: 'Carátula del crédito',
    /** The row after signing: the figure, then that it is sin IVA. */
    signed: (shown: string) => new RegExp(`^${shown.replace('.', '\\.')}Sin IVA`),
  },
} as const;

describe.each([
  // Published 17.84 %; compounding the same flows read 19.4 %.
  { source: 'RBI’s Annex B illustration (17.84 %)', example: RBI_ANNEX_B, shown: '17.83%' },
  { source: 'RBL Bank’s KFS (24.16 %)', example: RBL_KFS, shown: '24.15%' },
  // Mexico's CAT is written to one decimal, as it is published.
  { source: 'Alivio Capital’s ejemplo de CAT (95.7 %)', example: ALIVIO_CAT, shown: '95.6%' },
  // Published 121.0 %; the whole cost ÷ 1.16 read about 122.5 %.
  {
    source: 'Compartamos Banco’s Crédito Crece y Mejora (121.0 %)',
    example: COMPARTAMOS_CAT,
    shown: '121.0%',
  },
  // Published 116.9 % for 16 weekly payments; days / 365 would read 117.3 %.
  { source: 'Compartamos Banco’s Crédito Mujer (116.9 %)', example: COMPARTAMOS_WEEKLY, shown: '116.9%' },
])('$source: one figure on the three pages that state it', ({ example, shown }) => {
  const page = PAGES[example.market];
  const figure = new RegExp(`^${shown.replace('.', '\\.')}`);

  it('confirmation’s cost summary and its statement', async () => {
    lenderSends(example);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: page.pageQuery });
    const cost = await screen.findByRole('region', { name: page.cost });
    expect(rowValue(cost, page.row)).toBe(shown);
    screen.getByRole('button', { name: page.open }).click();
    const sheet = await screen.findByRole('dialog', { name: page.statement });
    const statement = await within(sheet).findByRole('region', { name: page.statement });
    expect(rowValue(statement, page.row)).toMatch(figure);
  });

  it('/loanStatement after signing', async () => {
    lenderSends(example);
    await renderRoute(`${paths.loanStatement}?productId=7&orderId=P1`, { pageQuery: page.pageQuery });
    const statement = await screen.findByRole('region', { name: page.statement });
    expect(rowValue(statement, page.row)).toMatch(page.signed(shown));
  });
});
