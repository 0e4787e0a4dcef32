import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { loanDetailsFixture } from '@/demo/fixtures/loan';
import { formatDueDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { moneyText } from '../../support/money-text';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * An open loan's details lead with what is due now and by when; for instalments, what is left. The demo's
 * open instalment falls due 5 days after its today (status 174), or fell due 3 days before it (180).
 */
const TODAY = new Date(2026, 10, 21, 9, 30);
const dayOf = (days: number) => {
  const date = new Date(TODAY);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const MX = { market: Market.mexico };
const IN = { market: Market.india };

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

/** The region that leads the page, checked to come before the status and the schedule. */
async function dueRegion(name: string) {
  const region = await screen.findByRole('region', { name });
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(headings[0]).toBe(within(region).getByRole('heading', { level: 2 }));
  return region;
}

describe('loan details lead with what is due now (/loanDetails)', () => {
  it('Mexico, one payment: the whole amount, big, with its date in words; Extension is a link below Pay', async () => {
    scenario('status=174');
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    const due = await dueRegion('Tu próximo pago');
    expect(within(due).getByText(moneyText('$3,351.17'))).toBeInTheDocument();
    expect(due).toHaveTextContent(`A más tardar el ${formatDueDate(dayOf(5), MX)}`);
    expect(due).toHaveTextContent(/\(dentro de 5 días\)/);
    // One payment: nothing "left" to count.
    expect(due).not.toHaveTextContent(/Te queda/);
    // Extension is there, quieter than Pay: a text link-style button, not a second full-width button.
    const pay = screen.getByRole('link', { name: 'Pagar' });
    const extend = screen.getByRole('button', { name: 'Extensión' });
    expect(pay).toHaveClass('btn--primary');
    expect(extend).not.toHaveClass('btn');
    expect(pay.compareDocumentPosition(extend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Pay is within reach: in the lead, right under the date, before the status, the rows and the schedule.
    expect(due).toContainElement(pay);
    expect(due).toContainElement(extend);
    const date = within(due).getByText(/^A más tardar el/);
    expect(date.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const status = screen.getByRole('heading', { level: 2, name: 'Pendiente de pago' });
    expect(pay.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Pagar' })).toHaveLength(1);
  });

  it('Mexico, overdue: Pay and Extension are in the lead too', async () => {
    scenario('status=180');
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    // contract §11: the overdue loan's lead (overdue.test.tsx reads its figures).
    const due = await dueRegion('Pago vencido: 3 días de atraso');
    expect(within(due).getByRole('link', { name: 'Pagar' })).toHaveAttribute(
      'href',
      `${paths.repay}?productId=7&orderId=MX1`,
    );
    expect(within(due).getByRole('button', { name: 'Extensión' })).toBeInTheDocument();
  });

  it('a paid-off loan offers Borrow again right after its status, before its rows', async () => {
    scenario('status=200');
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    const again = await screen.findByRole('link', { name: 'Pedir otro préstamo' });
    const status = screen.getByRole('heading', { level: 2, name: 'Préstamo liquidado' });
    const rows = screen.getByRole('region', { name: 'Tu préstamo' });
    expect(status.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(again.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Mexico, instalments: the next one, then how many are left and their total', async () => {
    scenario('status=174&periods=3');
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    const due = await dueRegion('Tu próximo pago');
    expect(within(due).getByText(moneyText('$1,002.11'))).toBeInTheDocument();
    expect(due).toHaveTextContent(`A más tardar el ${formatDueDate(dayOf(5), MX)}`);
    // Pago 2 and 3 of 3, $1,002.11 each.
    expect(due).toHaveTextContent(moneyText('Te quedan 2 pagos: $2,004.22 en total.', { exact: false }));
  });

  it('Mexico, overdue without the figures of today: says it is overdue and since when, and that the amount may not settle it', async () => {
    // A server that sends no `overdue` (contract §11).
    const { overdue: _none, ...details } = loanDetailsFixture('mx', '7', 'MX1', '180', false, 3);
    server.use(onCall(calls.loanDetails, () => HttpResponse.json({ success: true, data: details })));
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    const due = await dueRegion('Monto vencido');
    expect(within(due).getByText(moneyText('$1,002.11'))).toBeInTheDocument();
    expect(due).toHaveTextContent(`Venció el ${formatDueDate(dayOf(-3), MX)}`);
    expect(due).toHaveTextContent(/\(hace 3 días\)/);
    expect(due).toHaveTextContent('El monto que ves puede no incluir los cargos por atraso');
    expect(screen.getByRole('main')).not.toHaveTextContent(/pagas ahora|paga hoy para evitar/i);
  });

  it('India (type=1): the EMI due now, and the EMIs left', async () => {
    scenario('status=174');
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=IN1`, { pageQuery: '?type=1' });
    const due = await dueRegion('Next payment');
    // Three equal EMIs of ₹6,692.97; the first is paid.
    expect(within(due).getByText(moneyText('₹6,692.97'))).toBeInTheDocument();
    expect(due).toHaveTextContent(`Pay by ${formatDueDate(dayOf(5), IN)}`);
    expect(due).toHaveTextContent(/\(in 5 days\)/);
    expect(due).toHaveTextContent(moneyText('2 EMIs left: ₹13,385.94 in all.', { exact: false }));
    expect(screen.getByRole('button', { name: 'Extension' })).not.toHaveClass('btn');
  });

  it('India in Hindi: the same figures in Hindi words', async () => {
    scenario('status=174');
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=IN1`, { pageQuery: '?type=1&language=hi' });
    const due = await dueRegion('अगला भुगतान');
    expect(within(due).getByText(moneyText('₹6,692.97'))).toBeInTheDocument();
    expect(due).toHaveTextContent(`चुकाने की आखिरी तारीख: ${formatDueDate(dayOf(5), { ...IN, locale: 'hi' })}`);
    expect(due).toHaveTextContent(moneyText('2 ईएमआई बाकी: कुल ₹13,385.94।', { exact: false }));
  });

  it('a payment due today is titled so, never "next" beside "today"', async () => {
    // The open payment falls due today: the lender's today, the day of the plan's date.
    const details = loanDetailsFixture('mx', '7', 'MX1', '174', false);
    server.use(
      onCall(calls.loanDetails, () =>
        HttpResponse.json({
          success: true,
          data: { ...details, repayPlan: [{ ...details.repayPlan![0]!, pay_time: dayOf(0) }] },
        }),
      ),
    );
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    const due = await dueRegion('Pagas hoy');
    expect(due).toHaveTextContent(/\(hoy\)/);
  });

  it('a loan with nothing owed has no such lead', async () => {
    scenario('status=200');
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    await screen.findByRole('heading', { level: 1 });
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByRole('region', { name: /Tu próximo pago|Pagas hoy/ })).not.toBeInTheDocument();
  });
});
