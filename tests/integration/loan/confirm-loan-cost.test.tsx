import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { loanConfirmFixture } from '@/demo/fixtures/loan';
import './helpers';

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
/** Calculation day of every test here: 2026-11-21. */
const TODAY = new Date(2026, 10, 21, 9, 30);

type Plan = { title?: string; description?: string; amount?: unknown; pay_time?: unknown };

/** The offer with this plan and no keyFacts; `Date` is the server's clock (absent: `dated: false`). */
function offerReturns(market: 'mx' | 'in', amount: number | string, plans: Plan[], { dated = true } = {}) {
  server.use(
    http.post(`*${CONFIRM}`, () =>
      HttpResponse.json(
        { success: true, data: { ...loanConfirmFixture(market, '7', false), amount, repay_plans: plans } },
        { headers: dated ? { Date: new Date().toUTCString() } : {} },
      ),
    ),
  );
}

/** The rows of the cost block as `label: value` pairs, in order (a term's several values joined by ` | `). */
function costRows(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('term')
    .map((term) => {
      const values: string[] = [];
      for (let node = term.nextElementSibling; node && node.tagName === 'DD'; node = node.nextElementSibling)
        values.push(node.textContent ?? '');
      return `${term.textContent}: ${values.join(' | ')}`;
    });
}

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

describe('cost of the loan before signing (/confirmLoan)', () => {
  it('Spanish: total to repay, total cost, the CAT with its legend and the calculation date', async () => {
    await renderRoute('/confirmLoan?productId=7');
    const cost = await screen.findByRole('region', { name: 'Costo de tu préstamo' });
    // Demo offer: $3,000.00 received, $3,351.17 due in 14 days. The lender's schedule splits the IVA out
    // exactly: $48.44 of the payment is IVA ($3,351.17 − $3,000 principal − $2.73 interest − the $300
    // commission), so without it (1 + 302.73 / 3000)^(365/14) − 1 = 1,126.11 % (Banxico: t = 14/365).
    expect(costRows(cost)).toEqual([
      'Monto total a pagar: $3,351.17',
      'Costo total del préstamo: $351.17',
      'CAT (Costo Anual Total): 1,126.11% | sin IVA, para fines informativos y de comparación',
      `Fecha de cálculo: ${formatDate('2026-11-21', { market: Market.mexico })}`,
    ]);
    expect(within(cost).getByRole('heading', { level: 2 })).toHaveTextContent('Costo de tu préstamo');
    expect(within(cost).queryByText(/APR/)).not.toBeInTheDocument();
  });

  it('English (type=1): the same figures as an APR, Key Fact Statement style, in rupees', async () => {
    await renderRoute('/confirmLoan?productId=7', { pageQuery: '?type=1' });
    const cost = await screen.findByRole('region', { name: 'Key facts: cost of your loan' });
    // Demo offer: ₹19,528.00 received (₹20,000 less the ₹400 fee and its ₹72 GST), repaid in ₹6,705.66,
    // ₹6,693.53 and ₹6,679.68 after 30, 61 and 91 days: the cost is the fee, its GST and ₹78.87 interest.
    // The instalments fall a month apart (30, 31 and 30 days), so RBI's method takes the monthly IRR × 12:
    // 16.86 % (compounding the flows, the former method, read 18.28 %).
    expect(costRows(cost)).toEqual([
      'Total amount to be paid: ₹20,078.87',
      'Total cost of the loan: ₹550.87',
      'Annual Percentage Rate (APR): 16.86% | Annualised from the repayment plan above, for information and comparison',
      `Calculated on: ${formatDate('2026-11-21', { market: Market.india })}`,
    ]);
    expect(cost).not.toHaveTextContent(/CAT|sin IVA/);
  });

  it('computes a known plan: 10 % more plus its 16 % IVA after exactly one year is a CAT of 10.00%', async () => {
    // Without the lender's schedule the app must assume how the IVA sits in the payment, and says so.
    offerReturns('mx', 100_000, [{ title: 'Pago único', amount: 111_600, pay_time: '2027-11-21' }]);
    await renderRoute('/confirmLoan?productId=7');
    const cost = await screen.findByRole('region', { name: 'Costo de tu préstamo' });
    expect(costRows(cost).slice(0, 3)).toEqual([
      'Monto total a pagar: $1,116.00',
      'Costo total del préstamo: $116.00',
      'CAT (Costo Anual Total): 10.00% | sin IVA, para fines informativos y de comparación | calculado por la app suponiendo que cada pago incluye IVA del 16 % sobre su costo (intereses y comisión), en proporción a su monto: la entidad no envió su tabla de amortización',
    ]);
  });

  it('without the server’s date states no rate and says why (never the phone’s clock)', async () => {
    offerReturns('mx', 100_000, [{ title: 'Pago único', amount: 111_600, pay_time: '2027-11-21' }], {
      dated: false,
    });
    await renderRoute('/confirmLoan?productId=7');
    const cost = await screen.findByRole('region', { name: 'Costo de tu préstamo' });
    expect(costRows(cost)).toEqual([
      'Monto total a pagar: $1,116.00',
      'Costo total del préstamo: $116.00',
      'CAT (Costo Anual Total): sin calcular: la entidad no lo indicó y el servidor no envió la fecha de cálculo (la fecha del teléfono no sirve de base)',
    ]);
    expect(cost).not.toHaveTextContent('%');
  });

  it('adds up every instalment, with dates sent as unix seconds and amounts as numeric strings', async () => {
    const at = (days: number) => Math.floor(new Date(2026, 10, 21 + days, 12).getTime() / 1000);
    // 1000 received; 550 after 183 days and 550 after 365: uneven periods, so RBI's method takes the daily
    // IRR d (1000 = 550/(1+d)^183 + 550/(1+d)^365) times 365: 12.77 % (compounded it would be 13.61 %).
    offerReturns('in', '100000', [
      { title: 'Instalment 1', amount: '55000', pay_time: at(183) },
      { title: 'Instalment 2', amount: 55_000, pay_time: at(365) },
    ]);
    await renderRoute('/confirmLoan?productId=7', { pageQuery: '?type=1' });
    const cost = await screen.findByRole('region', { name: 'Key facts: cost of your loan' });
    const rows = costRows(cost);
    expect(rows.slice(0, 2)).toEqual([
      'Total amount to be paid: ₹1,100.00',
      'Total cost of the loan: ₹100.00',
    ]);
    expect(rows[2]).toMatch(/^Annual Percentage Rate \(APR\): 12\.77%/);
  });

  it('still shows an enormous rate for a short, expensive loan as a number', async () => {
    // 20 % more after 7 days, IVA included; the app assumes $27.59 of it is IVA (16/116 of the $200 cost,
    // to the centavo): (1 + 172.41 / 1000)^(365/7) − 1 ≈ 399,848 %.
    offerReturns('mx', 100_000, [{ amount: 120_000, pay_time: '2026-11-28' }]);
    await renderRoute('/confirmLoan?productId=7');
    const cost = await screen.findByRole('region', { name: 'Costo de tu préstamo' });
    expect(costRows(cost)[2]).toMatch(/^CAT \(Costo Anual Total\): 399,847\.73% \| sin IVA/);
  });

  it('sits at the top, under the amount and before the plan and the agreement checkbox', async () => {
    await renderRoute('/confirmLoan?productId=7');
    const cost = await screen.findByRole('region', { name: 'Costo de tu préstamo' });
    const hero = screen.getByRole('region', { name: 'Monto a recibir' });
    const plan = screen.getByRole('region', { name: 'Plan de pagos' });
    const agreement = screen.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' });
    // What arrives is the amount above it: stated once, not repeated as a row of the cost.
    expect(hero.nextElementSibling).toBe(cost);
    expect(cost.compareDocumentPosition(plan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cost.compareDocumentPosition(agreement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each<[string, number, Plan[]]>([
    ['an empty plan', 300_000, []],
    ['an instalment without an amount', 300_000, [{ title: 'Pago', pay_time: '2026-12-05' }]],
    ['an instalment without a date', 300_000, [{ title: 'Pago', amount: 345_000 }]],
    [
      'one of two instalments without a date',
      300_000,
      [
        { amount: 200_000, pay_time: '2026-12-05' },
        { amount: 145_000, pay_time: '' },
      ],
    ],
    ['a date already past', 300_000, [{ amount: 345_000, pay_time: '2026-11-20' }]],
    ['a plan that repays less than is received', 300_000, [{ amount: 290_000, pay_time: '2026-12-05' }]],
    [
      'a cost with no time to run (everything due today)',
      300_000,
      [{ amount: 345_000, pay_time: '2026-11-21' }],
    ],
  ])('shows no cost block for %s, and the rest of the offer as before', async (_case, amount, plans) => {
    offerReturns('mx', amount, plans);
    await renderRoute('/confirmLoan?productId=7');
    expect(await screen.findByRole('region', { name: 'Monto a recibir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Solicitar \$/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Costo de tu préstamo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/CAT/)).not.toBeInTheDocument();
  });
});
