import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDate, formatDueDate, formatScreenDate, type DateOptions } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { digitsOnly } from '../../support/money-text';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { loanDetailsFixture } from '@/demo/fixtures/loan';
import { scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const PATH = `${paths.loanDetails}?productId=7&orderId=MX1`;

/** Today in every test here: 2026-11-21. */
const TODAY = new Date(2026, 10, 21, 9, 30);
const MX = { market: Market.mexico };
const IN = { market: Market.india };
// The instalment to pay now (next or overdue) says how far off it is; the others show their date.
const due = (date: string, market: DateOptions = MX) => formatDueDate(date, market);
const day = (date: string, market: DateOptions = MX) => formatScreenDate(date, market);

function detailsReturn(overrides: Record<string, unknown>, status = '174') {
  // The demo fixture of the status (with its own plan, if any), then the test's changes.
  server.use(
    onCall(calls.loanDetails, () =>
      HttpResponse.json({
        success: true,
        data: { ...loanDetailsFixture('mx', '7', 'MX1', status, false), ...overrides },
      }),
    ),
  );
}

/** Each instalment as its visible text: date, title, amount and state in words. */
async function scheduleRows(name = 'Calendario de pagos') {
  const schedule = await screen.findByRole('region', { name });
  return within(schedule)
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/^[✓!→·]/, ''));
}

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

describe('repayment schedule on /loanDetails', () => {
  it('overdue order in 3 instalments: the paid one, the overdue one marked in words, then the next one', async () => {
    scenario('status=180&periods=3');
    await renderRoute(PATH);
    // The main Mexican loan in 3 parts 14 days apart; the first carries the commission and its IVA.
    expect((await scheduleRows()).map(digitsOnly)).toEqual(
      [
        `${day('2026-11-04')}Pago 1 de 3$1,350.11Pagado`,
        `${due('2026-11-18')}Pago 2 de 3$1,002.11Vencido`,
        `${due('2026-12-02')}Pago 3 de 3$1,002.11Próximo pago`,
      ].map(digitsOnly),
    );
    expect(screen.getByText('Pago vencido')).toBeInTheDocument();
  });

  it('order due in 3 instalments: paid, the next payment (the date the status text gives), upcoming', async () => {
    scenario('status=174&periods=3');
    await renderRoute(PATH);
    expect(await scheduleRows()).toEqual([
      `${day('2026-11-12')}Pago 1 de 3$1,350.11Pagado`,
      `${due('2026-11-26')}Pago 2 de 3$1,002.11Próximo pago`,
      `${day('2026-12-10')}Pago 3 de 3$1,002.11Pendiente`,
    ]);
    // The date is kept on one line in its own span (large text): the paragraph reads as one.
    expect(screen.getByText(/Tu fecha de pago es el/)).toHaveTextContent(
      `Tu fecha de pago es el ${formatDate('2026-11-26', MX)}.`,
    );
  });

  it('single-payment demo order: one overdue row for 180, everything paid for 200', async () => {
    scenario('status=180');
    const first = await renderRoute(PATH);
    expect((await scheduleRows()).map(digitsOnly)).toEqual([
      digitsOnly(`${due('2026-11-18')}Pago único$3,351.17Vencido`),
    ]);
    first.unmount();

    scenario('status=200');
    await renderRoute(PATH);
    expect((await scheduleRows()).map(digitsOnly)).toEqual([
      digitsOnly(`${day('2026-11-07')}Pago único$3,351.17Pagado`),
    ]);
  });

  it('is in English with rupees for type=1', async () => {
    scenario('status=180&periods=2');
    await renderRoute(PATH, { pageQuery: '?type=1' });
    // India's main loan in 2 parts over its 91 days (days 46 and 91).
    expect((await scheduleRows('Repayment schedule')).map(digitsOnly)).toEqual(
      [
        `${day('2026-10-04', IN)}Instalment 1 of 2₹10,044.54Paid`,
        `${due('2026-11-18', IN)}Instalment 2 of 2₹10,044.54Overdue`,
      ].map(digitsOnly),
    );
  });

  it('reads `repay_plans` with `time` in unix seconds and `paid`, and orders the rows by date', async () => {
    const seconds = (day: number) => Math.floor(new Date(2026, 10, day, 12).getTime() / 1000);
    detailsReturn({
      repayPlan: undefined,
      repay_plans: [
        { title: 'B', amount: '20000', time: seconds(30) },
        { title: 'A', amount: 10_000, time: seconds(1), paid: true },
      ],
    });
    await renderRoute(PATH);
    expect(await scheduleRows()).toEqual([
      `${day('2026-11-01')}A$100.00Pagado`,
      `${due('2026-11-30')}B$200.00Próximo pago`,
    ]);
  });

  it('treats a past instalment whose payment state is not given as overdue, never as paid', async () => {
    detailsReturn({ repayPlan: [{ amount: 10_000, pay_time: '2026-11-01' }] });
    await renderRoute(PATH);
    expect(await scheduleRows()).toEqual([`${due('2026-11-01')}$100.00Vencido`]);
  });

  it("follows a state the server gives over the phone's clock", async () => {
    detailsReturn({
      repayPlan: [
        { title: 'A', amount: 10_000, pay_time: '2026-11-01', status: 'due' },
        { title: 'B', amount: 10_000, pay_time: '2026-12-01', status: 'overdue' },
        { title: 'C', amount: 10_000, pay_time: '2026-12-31', status: 'paid' },
      ],
    });
    await renderRoute(PATH);
    expect(await scheduleRows()).toEqual([
      `${due('2026-11-01')}A$100.00Próximo pago`,
      `${due('2026-12-01')}B$100.00Vencido`,
      `${day('2026-12-31')}C$100.00Pagado`,
    ]);
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['no plan in the response', '21', {}],
    ['a null plan', '174', { repayPlan: null }],
    ['an empty plan', '174', { repayPlan: [] }],
    ['a plan that is not a list', '174', { repayPlan: 'soon' }],
    [
      'a plan with an unreadable instalment',
      '174',
      {
        repayPlan: [
          { amount: 10_000, pay_time: '2026-12-01' },
          { amount: 'mucho', pay_time: '2026-12-31' },
        ],
      },
    ],
    [
      'a refused application (110), whose details are hidden',
      '110',
      { repayPlan: [{ amount: 10_000, pay_time: '2026-12-01' }] },
    ],
  ])('shows no schedule for %s, and the rest of the page as before', async (_case, status, overrides) => {
    detailsReturn(overrides, status);
    await renderRoute(PATH);
    const { noticeStatusText } = loanDetailsFixture('mx', '7', 'MX1', status, false);
    expect(await screen.findByRole('heading', { level: 2, name: noticeStatusText })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ayuda y quejas' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Calendario de pagos' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^(Pagado|Vencido|Pendiente|Próximo pago)$/)).not.toBeInTheDocument();
  });
});

describe('grievance path on /loanDetails', () => {
  it('puts customer service and a complaint about this order one tap away', async () => {
    const { user, router } = await renderRoute(PATH);
    const help = await screen.findByRole('navigation', { name: 'Ayuda y quejas' });
    // The loan's order rides along: customer service names the loan's own lender's contact.
    expect(within(help).getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute(
      'href',
      `${paths.customerService}?orderId=MX1`,
    );
    expect(within(help).getByRole('link', { name: 'Presentar una queja' })).toHaveAttribute(
      'href',
      `${paths.complaint}?orderId=MX1`,
    );
    expect(help).not.toHaveTextContent('Respondemos');
    await user.click(within(help).getByRole('link', { name: 'Servicio al cliente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.customerService));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeInTheDocument();
  });

  it('opens the complaint entry for the order', async () => {
    const { user, router } = await renderRoute(PATH);
    const help = await screen.findByRole('navigation', { name: 'Ayuda y quejas' });
    await user.click(within(help).getByRole('link', { name: 'Presentar una queja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.complaint));
    expect(router.state.location.search).toBe('?orderId=MX1');
  });

  it('is in English for type=1, and shows the expected response time when configured', async () => {
    setEnv({ supportResponseHours: 24 });
    await renderRoute(PATH, { pageQuery: '?type=1' });
    const help = await screen.findByRole('navigation', { name: 'Help and complaints' });
    expect(within(help).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      `${paths.customerService}?orderId=MX1`,
    );
    expect(within(help).getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      `${paths.complaint}?orderId=MX1`,
    );
    expect(help).toHaveTextContent('We answer within 24 hours.');
  });

  it('links to the complaint entry without an order when the page has none', async () => {
    await renderRoute(`${paths.loanDetails}?productId=7`);
    const help = await screen.findByRole('navigation', { name: 'Ayuda y quejas' });
    expect(within(help).getByRole('link', { name: 'Presentar una queja' })).toHaveAttribute(
      'href',
      paths.complaint,
    );
  });
});
