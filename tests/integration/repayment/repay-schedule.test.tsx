import './setup';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDueDate, formatScreenDate, type DateOptions } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { digitsOnly } from '../../support/money-text';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const MX = { market: Market.mexico };
const IN = { market: Market.india };
// The instalment to pay now (next or overdue) says how far off it is; the others show their date.
const due = (date: string, market: DateOptions = MX) => formatDueDate(date, market);
const day = (date: string, market: DateOptions = MX) => formatScreenDate(date, market);

const REPAY = `${paths.repay}?productId=7&orderId=9001`;

function repayDetailWith(repayPlan: unknown) {
  server.use(
    onCall(calls.repayDetail, () =>
      HttpResponse.json({
        success: true,
        data: {
          repayAmount: 345000,
          productName: 'Préstamo Fácil',
          repayDate: '2026-08-15',
          productLogo: '',
          detail: [
            { text: 'Monto del préstamo', value: '$3,000.00' },
            { text: 'Interés', value: '$270.00' },
            { text: 'Comisión', value: '$150.00' },
          ],
          repayList: [],
          noticeMsg: '',
          repayPlan,
        },
      }),
    ),
  );
}

async function scheduleRows(name = 'Calendario de pagos') {
  const schedule = await screen.findByRole('region', { name });
  return within(schedule)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

describe('repayment schedule on /repay', () => {
  // The demo dates the plan from its today: one paid, the next due in 5 days (3 days ago with status 180).
  // Its main Mexican loan in 3 parts 14 days apart: the first carries the commission and its IVA.
  it('shows each instalment with its date, amount and state in words; the next one is marked', async () => {
    vi.setSystemTime(new Date(2026, 7, 10, 12, 0, 0));
    document.cookie = 'demo_scenario=periods%3D3; path=/';
    await renderRoute(REPAY);
    expect((await scheduleRows()).map(digitsOnly)).toEqual(
      [
        `✓${day('2026-08-01')}Pago 1 de 3$1,350.11Pagado`,
        `→${due('2026-08-15')}Pago 2 de 3$1,002.11Próximo pago`,
        `·${day('2026-08-29')}Pago 3 de 3$1,002.11Pendiente`,
      ].map(digitsOnly),
    );
  });

  it('marks a passed, unpaid instalment overdue in words (not by colour alone)', async () => {
    vi.setSystemTime(new Date(2026, 7, 18, 12, 0, 0));
    document.cookie = 'demo_scenario=status%3D180%26periods%3D3; path=/';
    await renderRoute(REPAY);
    expect((await scheduleRows()).map(digitsOnly)).toEqual(
      [
        `✓${day('2026-08-01')}Pago 1 de 3$1,350.11Pagado`,
        `!${due('2026-08-15')}Pago 2 de 3$1,002.11Vencido`,
        `→${due('2026-08-29')}Pago 3 de 3$1,002.11Próximo pago`,
      ].map(digitsOnly),
    );
  });

  it("takes the server's status over the phone's clock, and orders the rows by date", async () => {
    vi.setSystemTime(new Date(2026, 7, 20, 12, 0, 0));
    repayDetailWith([
      { title: 'B', amount: '200', date: '2026-09-15', status: 'OVERDUE' },
      { title: 'A', amount: 100, date: '2026-08-15', status: 'due' },
      { title: 'C', amount: 300, date: '2026-10-15', status: 'something new' },
    ]);
    await renderRoute(REPAY);
    expect(await scheduleRows()).toEqual([
      `→${due('2026-08-15')}A$1.00Próximo pago`,
      `!${due('2026-09-15')}B$2.00Vencido`,
      `·${day('2026-10-15')}C$3.00Pendiente`,
    ]);
  });

  it.each([
    ['no plan', undefined],
    ['an empty plan', []],
    ['a plan that is not a list', 'soon'],
    ['a plan with an instalment without an amount', [{ date: '2026-08-15' }]],
  ])('shows no schedule for %s, and the page as the spec defines it', async (_what, plan) => {
    repayDetailWith(plan);
    const { user } = await renderRoute(REPAY);
    expect(await screen.findByText('$3,450.00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Calendario de pagos' })).toBeNull();
    // spec §2: the detail list is still folded to 2 rows with its toggle.
    expect(screen.queryByText('Comisión')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(screen.getByText('Comisión')).toBeInTheDocument();
  });

  it('keeps the folded detail list beside the schedule', async () => {
    // The partner lender's loan of two payments: the loan's rows are more than the fold shows.
    await renderRoute(`${paths.repay}?productId=21&orderId=MX24050021`);
    await scheduleRows();
    const details = screen.getByRole('region', { name: 'Tu préstamo' });
    expect(within(details).getByRole('button', { name: 'Ver más' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(details).queryByText('Saldo pendiente')).toBeNull();
  });

  it('is in English with ₹ when type=1', async () => {
    vi.setSystemTime(new Date(2026, 7, 10, 12, 0, 0));
    await renderRoute(REPAY, { pageQuery: '?type=1' });
    // India's main loan: 3 monthly instalments of principal and interest (the fee was taken at disbursal).
    expect((await scheduleRows('Repayment schedule')).map(digitsOnly)).toEqual(
      [
        `✓${day('2026-07-15', IN)}Instalment 1 of 3₹6,692.97Paid`,
        `→${due('2026-08-15', IN)}Instalment 2 of 3₹6,692.97Next payment`,
        `·${day('2026-09-14', IN)}Instalment 3 of 3₹6,692.97Upcoming`,
      ].map(digitsOnly),
    );
  });
});
