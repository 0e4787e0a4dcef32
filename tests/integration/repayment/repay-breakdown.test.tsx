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
 * (read from the server's rows); the spec's folded list of those rows stays below it.
 */
const REPAY = `${paths.repay}?productId=7&orderId=9001`;

/** Minor units of an amount as the page writes it, either separator (`$3,351.17`, `₹20,078.91`). */
const minor = (text: string | null) => Number(digitsOnly(text).replace(/\D/g, ''));

/** The summary's amount to pay, and the parts the page says it includes (name and minor units). */
async function summaryOf(amountLabel: string, includes: string) {
  const label = await screen.findByText(amountLabel);
  const summary = label.closest('section')!;
  const total = minor(label.nextElementSibling!.textContent);
  const breakdown = within(summary).getByRole('region', { name: includes });
  const parts = within(breakdown)
    .getAllByRole('term')
    .map((term) => ({ name: term.textContent, amount: minor(term.nextElementSibling!.textContent) }));
  return { summary, breakdown, total, parts };
}

const sum = (parts: { amount: number }[]) => parts.reduce((total, part) => total + part.amount, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 7, 10, 12, 0, 0), toFake: ['Date'] });
});

describe('/repay: the amount to pay with what it includes', () => {
  it('Mexico: principal, interest, commission and IVA under $3,351.17, adding up to it, before the folded rows', async () => {
    await renderRoute(REPAY);
    const { breakdown, total, parts } = await summaryOf('Monto a pagar', 'Lo que incluye este monto');
    expect(total).toBe(335117);
    expect(parts.map((part) => part.name)).toEqual([
      'Monto del préstamo',
      'Intereses',
      'Comisión por apertura',
      expect.stringMatching(/^IVA/),
    ]);
    expect(sum(parts)).toBe(total);
    expect(within(breakdown).getByText(moneyText('$3,000.00'))).toBeInTheDocument();
    // The spec's fold is still there, below, folded to its first 2 rows.
    const fold = screen.getByRole('region', { name: 'Detalle del pago' });
    expect(breakdown.compareDocumentPosition(fold) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(fold).getByRole('button', { name: 'Ver más' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(fold).queryByText('Comisión')).not.toBeInTheDocument();
  });

  it('India (type=1), one payment: loan amount and interest, adding up to the total', async () => {
    document.cookie = 'demo_scenario=periods%3D1; path=/';
    await renderRoute(REPAY, { pageQuery: '?type=1' });
    const { total, parts } = await summaryOf('Amount due', 'What this amount includes');
    expect(parts.map((part) => part.name)).toEqual(['Loan amount', 'Interest']);
    expect(parts[0]!.amount).toBe(2000000);
    expect(sum(parts)).toBe(total);
  });

  it('India, one EMI of three: what this EMI is made of, adding up to it', async () => {
    await renderRoute(REPAY, { pageQuery: '?type=1' });
    const { total, parts } = await summaryOf('Amount due', 'What this amount includes');
    expect(total).toBe(669297);
    expect(parts.map((part) => part.name)).toEqual(['This EMI: principal', 'This EMI: interest']);
    expect(sum(parts)).toBe(total);
  });

  it('India in Hindi: the same parts in Hindi words', async () => {
    await renderRoute(REPAY, { pageQuery: '?type=1&language=hi' });
    const { total, parts } = await summaryOf('देय राशि', 'इस राशि में क्या-क्या शामिल है');
    expect(parts.map((part) => part.name)).toEqual(['इस ईएमआई में मूलधन', 'इस ईएमआई में ब्याज']);
    expect(sum(parts)).toBe(total);
  });

  it('Mexico, instalments: the next payment’s parts, adding up to it', async () => {
    document.cookie = 'demo_scenario=periods%3D3; path=/';
    await renderRoute(REPAY);
    const { total, parts } = await summaryOf('Monto a pagar', 'Lo que incluye este monto');
    expect(total).toBe(100211);
    expect(parts.map((part) => part.name)).toEqual(expect.arrayContaining(['Este pago: capital']));
    expect(sum(parts)).toBe(total);
  });

  it('names no parts that do not add up to the amount, or that are not written as money', async () => {
    const answer = (repayAmount: number, detail: { text: string; value: string }[]) =>
      server.use(
        onCall(calls.repayDetail, () =>
          HttpResponse.json({
            success: true,
            data: {
              repayAmount,
              productName: 'P',
              repayDate: '2026-08-15',
              productLogo: '',
              detail,
              repayList: [],
              noticeMsg: '',
            },
          }),
        ),
      );
    answer(345000, [
      { text: 'Monto del préstamo', value: '$3,000.00' },
      { text: 'Interés', value: '$270.00' },
      { text: 'Comisión', value: '$150.00' },
    ]);
    await renderRoute(REPAY);
    expect(await screen.findByText('Monto a pagar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lo que incluye este monto' })).not.toBeInTheDocument();
  });
});
