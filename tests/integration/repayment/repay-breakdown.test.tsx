import './setup';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { digitsOnly, moneyText } from '../../support/money-text';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * The first screen of /repay says what the amount to pay is made of, by name, adding up to it exactly
 * (read from the server's rows), in a box of this payment's; the loan's own rows are in a box of the loan's
 * below it (the spec's folded list). A loan whose lender sends what settles it today (contract §12) offers
 * that beside the instalment, by name and with its parts; without it the page says how to ask the lender.
 */
const REPAY = `${paths.repay}?productId=7&orderId=9001`;
/** The partner lender's loan, in two payments: the first paid, the second due. */
const PARTNER = `${paths.repay}?productId=21&orderId=MX24050021`;

/** Minor units of an amount as the page writes it, either separator (`$3,351.17`, `₹20,078.91`). */
const minor = (text: string | null) => Number(digitsOnly(text).replace(/\D/g, ''));
/** The first amount written in a text (`Pago del 15 ago$3,351.17`). */
const amountIn = (text: string | null) => minor(/[$₹][\d.,]+/.exec(text ?? '')?.[0] ?? '');

/** The parts the page says an amount includes (name and minor units), and the box they are in. */
async function breakdownOf(includes: string) {
  const breakdown = await screen.findByRole('region', { name: includes });
  const summary = breakdown.parentElement!.closest('section')!;
  const parts = within(breakdown)
    .getAllByRole('term')
    .map((term) => ({ name: term.textContent, amount: minor(term.nextElementSibling!.textContent) }));
  return { summary, breakdown, parts };
}

/** The amount the page asks for: the chosen option's when it offers a choice, else its amount row's. */
function askedIn(summary: HTMLElement, amountLabel: string): number {
  const chosen = within(summary)
    .queryAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked);
  return chosen
    ? amountIn(chosen.closest('label')!.textContent)
    : minor(within(summary).getByText(amountLabel).nextElementSibling!.textContent);
}

const sum = (parts: { amount: number }[]) => parts.reduce((total, part) => total + part.amount, 0);

/** A repay answer of the page's own (the demo's, as the test writes it). */
function answer(data: Record<string, unknown>) {
  server.use(
    onCall(calls.repayDetail, () =>
      HttpResponse.json({
        success: true,
        data: {
          productName: 'P',
          repayDate: '2026-08-15',
          productLogo: '',
          repayList: [
            {
              title: 'Tiendas',
              list: [{ logo: '', desc: 'OXXO', payCode: 'OXXO', vCode: '93001', BARcodeImg: '' }],
            },
          ],
          noticeMsg: '',
          ...data,
        },
      }),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 7, 10, 12, 0, 0), toFake: ['Date'] });
});

describe('/repay: the amount to pay with what it includes', () => {
  it('Mexico: principal, interest, commission and IVA under $3,351.17, adding up to it, before the loan’s rows', async () => {
    await renderRoute(REPAY);
    const { summary, breakdown, parts } = await breakdownOf('Lo que incluye este pago');
    expect(askedIn(summary, 'Monto a pagar')).toBe(335117);
    expect(parts.map((part) => part.name)).toEqual([
      'Monto del préstamo',
      'Intereses',
      'Comisión por apertura',
      expect.stringMatching(/^IVA/),
    ]);
    expect(sum(parts)).toBe(335117);
    expect(within(breakdown).getByText(moneyText('$3,000.00'))).toBeInTheDocument();
    // The loan's box follows, with what the parts above do not say (one row of each, never two boxes).
    const loan = screen.getByRole('region', { name: 'Tu préstamo' });
    expect(breakdown.compareDocumentPosition(loan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(loan).getByText('Total a pagar')).toBeInTheDocument();
    expect(within(loan).queryByText('Comisión')).not.toBeInTheDocument();
  });

  it('India (type=1), one payment: loan amount and interest, adding up to the total', async () => {
    document.cookie = 'demo_scenario=periods%3D1; path=/';
    await renderRoute(REPAY, { pageQuery: '?type=1' });
    const { summary, parts } = await breakdownOf('What this payment includes');
    expect(parts.map((part) => part.name)).toEqual(['Loan amount', 'Interest']);
    expect(parts[0]!.amount).toBe(2000000);
    expect(sum(parts)).toBe(askedIn(summary, 'Amount due'));
  });

  it('India, one EMI of three: what this EMI is made of, adding up to it', async () => {
    await renderRoute(REPAY, { pageQuery: '?type=1' });
    const { summary, parts } = await breakdownOf('What this payment includes');
    expect(askedIn(summary, 'Amount due')).toBe(669297);
    expect(parts.map((part) => part.name)).toEqual(['This EMI: principal', 'This EMI: interest']);
    expect(sum(parts)).toBe(669297);
  });

  it('India in Hindi: the same parts in Hindi words', async () => {
    await renderRoute(REPAY, { pageQuery: '?type=1&language=hi' });
    const { summary, parts } = await breakdownOf('इस भुगतान में क्या-क्या शामिल है');
    expect(parts.map((part) => part.name)).toEqual(['इस ईएमआई में मूलधन', 'इस ईएमआई में ब्याज']);
    expect(sum(parts)).toBe(askedIn(summary, 'देय राशि'));
  });

  it('Mexico, instalments: the next payment’s parts, adding up to it', async () => {
    document.cookie = 'demo_scenario=periods%3D3; path=/';
    await renderRoute(REPAY);
    const { summary, parts } = await breakdownOf('Lo que incluye este pago');
    expect(askedIn(summary, 'Monto a pagar')).toBe(100211);
    expect(parts.map((part) => part.name)).toEqual(expect.arrayContaining(['Este pago: capital']));
    expect(sum(parts)).toBe(100211);
  });

  it('a partner loan: this payment’s parts in its box, the whole loan’s rows in the loan’s, never mixed', async () => {
    const { user } = await renderRoute(PARTNER);
    const { summary, parts } = await breakdownOf('Lo que incluye este pago');
    expect(parts.map((part) => part.name)).toEqual([
      'Este pago: capital',
      'Este pago: intereses',
      'Este pago: IVA',
    ]);
    expect(sum(parts)).toBe(askedIn(summary, 'Monto a pagar'));
    // The loan's box, unfolded: the loan's figures, and none of this payment's.
    const loan = screen.getByRole('region', { name: 'Tu préstamo' });
    await user.click(within(loan).getByRole('button', { name: 'Ver más' }));
    const rows = within(loan)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(rows).toEqual([
      'Monto del préstamo',
      'Intereses',
      'IVA 16 %',
      'Total a pagar',
      'Pagado',
      'Saldo pendiente',
    ]);
    expect(within(summary).queryByText('Monto del préstamo')).not.toBeInTheDocument();
  });

  it('names no parts that do not add up to the amount, or that are not written as money', async () => {
    answer({
      repayAmount: 345000,
      detail: [
        { text: 'Monto del préstamo', value: '$3,000.00' },
        { text: 'Interés', value: '$270.00' },
        { text: 'Comisión', value: '$150.00' },
      ],
    });
    await renderRoute(REPAY);
    expect(await screen.findByText('Monto a pagar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lo que incluye este pago' })).not.toBeInTheDocument();
  });
});

describe('/repay: paying the whole loan today (contract §12)', () => {
  it('offers the whole loan beside the instalment, by name and with its parts, and pays the one chosen', async () => {
    const { user } = await renderRoute(PARTNER);
    const choice = await screen.findByRole('group', { name: '¿Qué vas a pagar?' });
    const due = within(choice).getByRole('radio', { name: /^Pago del/ });
    const whole = within(choice).getByRole('radio', { name: /^Todo el préstamo/ });
    expect(due).toBeChecked();
    const oxxo = screen.getByRole('link', { name: /^OXXO/ });
    expect(new URL(oxxo.getAttribute('href')!, 'http://x').searchParams.get('amount')).toBe('256543');
    expect(screen.getByRole('button', { name: 'Copiar la referencia de OXXO' })).toBeInTheDocument();

    await user.click(whole);
    const payoff = amountIn(whole.closest('label')!.textContent);
    const { parts, breakdown } = await breakdownOf('Lo que incluye liquidar todo el préstamo hoy');
    // The lender's figure, as sent: principal outstanding, interest to today and its IVA.
    expect(parts.map((part) => part.name)).toEqual(['Capital pendiente', 'Intereses al día de hoy', 'IVA']);
    expect(parts[0]!.amount).toBe(252157);
    expect(sum(parts)).toBe(payoff);
    expect(breakdown).toHaveTextContent(/Calculado por tu otorgante el .+\. Vale hasta el .+\./);
    // The channels pay that amount, and the references listed for the instalment are not offered for it.
    expect(new URL(oxxo.getAttribute('href')!, 'http://x').searchParams.get('amount')).toBe(String(payoff));
    expect(screen.queryByRole('button', { name: 'Copiar la referencia de OXXO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /código de barras/ })).not.toBeInTheDocument();

    await user.click(due);
    expect(new URL(oxxo.getAttribute('href')!, 'http://x').searchParams.get('amount')).toBe('256543');
    expect(screen.getByRole('region', { name: 'Lo que incluye este pago' })).toBeInTheDocument();
  });

  it('India in Hindi: the same choice in Hindi words', async () => {
    const { user } = await renderRoute(REPAY, { pageQuery: '?type=1&language=hi' });
    const choice = await screen.findByRole('group', { name: 'आप क्या चुकाना चाहते हैं?' });
    await user.click(within(choice).getByRole('radio', { name: /^पूरा लोन/ }));
    const { parts } = await breakdownOf('आज पूरा लोन चुकाने की राशि में क्या-क्या शामिल है');
    expect(parts.map((part) => part.name)).toEqual(['बाकी मूलधन', 'आज तक का ब्याज']);
  });

  it('an overdue loan whose whole balance is what is late: says that this payment pays it off, no choice', async () => {
    document.cookie = 'demo_scenario=status%3D180; path=/';
    await renderRoute(REPAY);
    expect(await screen.findByText('Con este pago liquidas todo tu préstamo.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '¿Qué vas a pagar?' })).not.toBeInTheDocument();
  });

  it.each([
    ['no payoff', undefined],
    ['parts that do not add up to it', { amount: 300000, parts: [{ name: 'Capital', amount: 290000 }] }],
    [
      'an amount that is not minor units',
      { amount: '3000.5', parts: [{ name: 'Capital', amount: '3000.5' }] },
    ],
  ])('%s: no figure of the page’s own, and how to ask the lender for it', async (_, payoff) => {
    answer({
      repayAmount: 345000,
      detail: [{ text: 'Total a pagar', value: '$3,450.00' }],
      ...(payoff ? { payoff } : {}),
    });
    await renderRoute(REPAY);
    const loan = await screen.findByRole('region', { name: 'Tu préstamo' });
    expect(screen.queryByRole('group', { name: '¿Qué vas a pagar?' })).not.toBeInTheDocument();
    expect(loan).toHaveTextContent(
      /¿Quieres pagar todo tu préstamo de una vez\? Pide a .+ el monto que lo liquida hoy\./,
    );
    expect(within(loan).getByRole('link', { name: 'Contactar a servicio al cliente' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
  });
});
