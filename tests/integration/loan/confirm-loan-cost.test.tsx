import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDate, formatDueDate } from '@/lib/format';
import { renderRoute } from '../../support/render-route';
import { loanConfirmFixture } from '@/demo/fixtures/loan';
import './helpers';
import { calls, onCall } from '../../support/on-call';

/** Calculation day of every test here: 2026-11-21. */
const TODAY = new Date(2026, 10, 21, 9, 30);
const today = () => formatDate('2026-11-21');

type Plan = { title?: string; description?: string; amount?: unknown; pay_time?: unknown };

/** The offer with this plan and no keyFacts; `Date` is the server's clock (absent: `dated: false`). */
function offerReturns(market: 'mx' | 'in', amount: number | string, plans: Plan[], { dated = true } = {}) {
  server.use(
    onCall(calls.loanConfirm, () =>
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
  it('Mexico: what arrives, the total and when, each charge with its IVA, then the lender’s CAT with its date', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const hero = await screen.findByRole('region', { name: 'Recibes en tu cuenta' });
    // Demo offer: $3,000.00 received, $3,351.17 due in 14 days in one payment.
    expect(hero).toHaveTextContent('$3,000.00');
    expect(costRows(hero)).toEqual([
      'Pagas en total: $3,351.17',
      `Cuándo: En un solo pago, el ${formatDueDate('2026-12-05')}`,
    ]);
    const cost = screen.getByRole('region', { name: 'Lo que cuesta' });
    // The lender's schedule splits out the IVA; the demo lender states its own CAT, to one decimal.
    expect(costRows(cost)).toEqual([
      'Comisión por apertura: $300.00 + IVA $48.00',
      'Intereses: $2.73 + IVA $0.44',
      'Costo total: $351.17',
      `CAT (Costo Anual Total): 1,126.1% | Sin IVA, para fines informativos y de comparación. Fecha de cálculo: ${today()}.`,
    ]);
    expect(within(cost).queryByText(/APR/)).not.toBeInTheDocument();
    // Apply names the amount of the hero; the extension fee is said to be charged only on an extension.
    expect(screen.getByRole('button', { name: 'Solicitar y recibir $3,000.00' })).toBeInTheDocument();
    expect(
      screen.getByText(/La comisión por extensión \(\$174\.00\) se cobra solo si pides una extensión/),
    ).toBeVisible();
  });

  it('India (type=1): the net amount after the deducted fee, the EMIs, the fee with its GST, the lender’s APR', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: '?type=1' });
    const hero = await screen.findByRole('region', { name: 'You receive in your account' });
    // Demo offer: ₹20,000 less the ₹400 fee and its ₹72 GST, repaid in three equal EMIs a month apart.
    expect(hero).toHaveTextContent(
      '₹19,528.00That is your loan of ₹20,000.00 less ₹472.00 of fees and GST, taken when it is paid out.',
    );
    expect(costRows(hero)).toEqual([
      'You repay in total: ₹20,078.91',
      `When: 3 EMIs of ₹6,692.97, from ${formatDueDate('2026-12-21')}`,
    ]);
    const cost = screen.getByRole('region', { name: 'What it costs' });
    expect(costRows(cost)).toEqual([
      'Processing fee: ₹400.00 + GST ₹72.00',
      'Interest: ₹78.91',
      'Total cost: ₹550.91',
      `Annual Percentage Rate (APR): 16.85% | Calculated by the lender on ${today()}, for information and comparison.`,
    ]);
    expect(cost).not.toHaveTextContent(/CAT|sin IVA/);
    expect(screen.getByRole('button', { name: 'Apply and receive ₹19,528.00' })).toBeInTheDocument();
    // The interest rate stays on the page, after what it costs: the lender's annual rate, its daily after it.
    const product = screen.getByRole('region', { name: 'Product' });
    expect(within(product).getByText('Interest rate').nextElementSibling).toHaveTextContent(
      /^2\.37% a year \(0\.0065% a day\)$/,
    );
    expect(cost.compareDocumentPosition(product) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('computes a known plan: 10 % more plus its 16 % IVA after exactly one year is a CAT of 10.0%', async () => {
    // Without the lender's schedule the app must assume how the IVA sits in the payment, and says so.
    offerReturns('mx', 100_000, [{ title: 'Pago único', amount: 111_600, pay_time: '2027-11-21' }]);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const cost = await screen.findByRole('region', { name: 'Lo que cuesta' });
    expect(costRows(cost)).toEqual([
      'Costo total: $116.00',
      `CAT (Costo Anual Total): 10.0% | Sin IVA, para fines informativos y de comparación. Fecha de cálculo: ${today()}. La entidad no lo envió, así que lo calculamos con tu plan de pagos. | La entidad no dijo cuánto IVA lleva cada pago, así que tomamos como IVA el 16 % de lo que cuesta el préstamo.`,
    ]);
    // A lender that lists no charges: one sentence says so.
    expect(cost).toHaveTextContent('La entidad no separó sus cargos uno por uno');
  });

  it('without the server’s date states no rate and says why (never the phone’s clock)', async () => {
    offerReturns('mx', 100_000, [{ title: 'Pago único', amount: 111_600, pay_time: '2027-11-21' }], {
      dated: false,
    });
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const cost = await screen.findByRole('region', { name: 'Lo que cuesta' });
    expect(costRows(cost)).toEqual([
      'Costo total: $116.00',
      'CAT (Costo Anual Total): No pudimos calcularlo: la entidad no lo envió y no recibimos la fecha de hoy para contar desde ella.',
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
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: '?type=1' });
    const cost = await screen.findByRole('region', { name: 'What it costs' });
    const rows = costRows(cost);
    expect(rows[0]).toBe('Total cost: ₹100.00');
    expect(rows[1]).toMatch(/^Annual Percentage Rate \(APR\): 12\.77%/);
    expect(costRows(screen.getByRole('region', { name: 'You receive in your account' }))[0]).toBe(
      'You repay in total: ₹1,100.00',
    );
  });

  it('still shows an enormous rate for a short, expensive loan as a number', async () => {
    // 20 % more after 7 days, IVA included; the app assumes $27.59 of it is IVA (16/116 of the $200 cost,
    // to the centavo): (1 + 172.41 / 1000)^(365/7) − 1 ≈ 399,848 %.
    offerReturns('mx', 100_000, [{ amount: 120_000, pay_time: '2026-11-28' }]);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const cost = await screen.findByRole('region', { name: 'Lo que cuesta' });
    expect(costRows(cost)[1]).toMatch(/^CAT \(Costo Anual Total\): 399,847\.7% \| Sin IVA/);
  });

  it('sits at the top, under the amount and before the plan and the agreement checkbox', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const cost = await screen.findByRole('region', { name: 'Lo que cuesta' });
    const hero = screen.getByRole('region', { name: 'Recibes en tu cuenta' });
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
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    expect(await screen.findByRole('region', { name: 'Recibes en tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Solicitar y recibir \$/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lo que cuesta' })).not.toBeInTheDocument();
    // No CAT is stated; the offer, with no key facts of its own, cannot be signed, and says the CAT is missing.
    const refusal = await screen.findByRole('region', { name: 'Todavía no puedes solicitar este préstamo' });
    expect(refusal).toHaveTextContent('el CAT (costo anual total)');
    expect(screen.queryAllByText(/CAT/).filter((node) => !refusal.contains(node))).toEqual([]);
  });
});
