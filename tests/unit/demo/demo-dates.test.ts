import * as v from 'valibot';
import { ORDER_STATUSES } from '@/config/demo-scenario';
import { scheduleRows, type ScheduleInput } from '@/entities/loan-figures/finance/schedule';
import { formatDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { RepayDetailSchema } from '@/features/repayment/api/get-repay-detail';
import { scheduleFromPlan } from '@/features/repayment/model/repay-plan';
import {
  contractFixture,
  loanDetailsFixture,
  loanDetailsPlanFixture,
  orderListFixture,
} from '@/demo/fixtures/loan';
import { delayDetailFixture, repayDetailFixture } from '@/demo/fixtures/repayment';
import { complaintInitFixture } from '@/demo/fixtures/complaint';
import { complaintStore, resetComplaintStore } from '@/demo/fixtures/complaint-store';

/** The demo server's today in these tests. */
const TODAY = new Date(2030, 4, 10, 12, 0, 0);
const MX = { market: Market.mexico };

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

function loanPlanStates(status: string, instalments: number) {
  const plan = loanDetailsPlanFixture('mx', status, instalments) ?? [];
  const input: ScheduleInput[] = plan.map((row) => ({
    date: row.pay_time,
    amount: row.amount,
    paid: row.isPaid === 1,
  }));
  return scheduleRows(input).map((row) => [row.date, row.state]);
}

/** The main Mexican order in 3 parts, 14 days apart, as /repay plans it. */
function repayPlanStates(status?: string) {
  const { repayPlan } = v.parse(RepayDetailSchema, repayDetailFixture('mx', { status, instalments: 3 }));
  return scheduleRows(scheduleFromPlan(repayPlan ?? [])).map((row) => [row.date, row.state]);
}

describe('demo fixtures are dated from the demo server’s today', () => {
  it('loan details: one payment due in 5 days', () => {
    expect(loanPlanStates('174', 1)).toEqual([['2030-05-15', 'next']]);
    expect(loanDetailsFixture('mx', '7', undefined, '174', false).noticeDesText).toBe(
      `Tu fecha de pago es el ${formatDate('2030-05-15', MX)}. Pagar a tiempo cuida tu historial en el Buró de Crédito.`,
    );
  });

  it('loan details in instalments: one paid 14 days before the next, due in 5 days', () => {
    expect(loanPlanStates('174', 3)).toEqual([
      ['2030-05-01', 'paid'],
      ['2030-05-15', 'next'],
      ['2030-05-29', 'upcoming'],
    ]);
  });

  it('loan details with status 180: the open instalment is 3 days overdue', () => {
    expect(loanPlanStates('180', 3)).toEqual([
      ['2030-04-23', 'paid'],
      ['2030-05-07', 'overdue'],
      ['2030-05-21', 'next'],
    ]);
  });

  it('/repay: one paid, the next due in 5 days, the last 14 days later', () => {
    expect(repayDetailFixture('mx').repayDate).toBe('2030-05-15');
    expect(repayPlanStates()).toEqual([
      ['2030-05-01', 'paid'],
      ['2030-05-15', 'next'],
      ['2030-05-29', 'upcoming'],
    ]);
  });

  it('/repay with status 180: the open instalment is 3 days overdue, and the details say so', () => {
    const detail = repayDetailFixture('in', { status: '180' });
    expect(detail.repayDate).toBe('2030-05-07');
    // The days late are the overdue figures' (contract §11), not a row among the loan's.
    expect(detail.overdue?.days).toBe(3);
    // India's main order: monthly instalments on days 30, 61 and 91 of the loan.
    const { repayPlan } = v.parse(RepayDetailSchema, detail);
    expect(scheduleRows(scheduleFromPlan(repayPlan ?? [])).map((row) => [row.date, row.state])).toEqual([
      ['2030-04-06', 'paid'],
      ['2030-05-07', 'overdue'],
      ['2030-06-06', 'next'],
    ]);
    expect(repayPlanStates('180')).toEqual([
      ['2030-04-23', 'paid'],
      ['2030-05-07', 'overdue'],
      ['2030-05-21', 'next'],
    ]);
  });

  it.each(ORDER_STATUSES.filter((status) => status !== '180'))(
    'nothing is overdue with status %s, in one payment or three',
    (status) => {
      const states = [...loanPlanStates(status, 1), ...loanPlanStates(status, 3), ...repayPlanStates(status)];
      expect(states.map(([, state]) => state)).not.toContain('overdue');
      expect(repayDetailFixture('mx', { status }).overdue).toBeUndefined();
    },
  );

  it('extension: the fee is due today and the new date is 7 days after the open instalment', () => {
    const delay = delayDetailFixture('mx');
    expect(delay.delayInfo.delayTime).toBe('2030-05-22');
    expect(delay.repayPlan.map((row) => row.time)).toEqual(['2030-05-10', '2030-05-22']);
  });

  it('contract: paid out 14 days before its payment, which falls due in 5 days', () => {
    const contract = contractFixture('mx', 'MX1', 1);
    expect(contract.daiDate).toBe('2030-05-01');
    expect(contract.contractDate).toBe('2030-05-01 10:24:00');
    expect(contract.planDate).toBe('2030-05-15');
    expect(contractFixture('mx', 'MX1', 3).planDate).toEqual([
      { planDate: '2030-05-01', amount: 135011 },
      { planDate: '2030-05-15', amount: 100211 },
      { planDate: '2030-05-29', amount: 100211 },
    ]);
  });

  it('order list: the open loan shows its due date, the paid-off one its last payment, the refused one its application', () => {
    expect(orderListFixture('mx').list.map((order) => [order.status, order.date])).toEqual([
      ['174', '2030-05-15'],
      // The partner lender's loan: every loan the borrower has is on the list.
      ['174', '2030-05-15'],
      ['200', '2030-04-26'],
      ['110', '2029-09-22'],
    ]);
  });

  it('complaints: the list is dated in the past days, newest first, and the orders before today', () => {
    resetComplaintStore();
    // A time of day on the lender's wall: Mexico City is UTC−6 all year.
    const at = (year: number, month: number, day: number, hour: number, minute: number) =>
      Date.UTC(year, month, day, hour + 6, minute) / 1000;
    expect(complaintStore.list('mx').map((item) => [item.problemId, item.time])).toEqual([
      ['MX1001', at(2030, 4, 9, 18, 40)],
      ['MX1002', at(2030, 4, 2, 11, 5)],
      ['MX1003', at(2030, 3, 3, 16, 20)],
    ]);
    // A text the lender writes carries its date as the market writes it, with the year.
    expect(complaintStore.find('mx', 'MX1001')?.content).toMatch(
      new RegExp(`^Pagué mi cuota el ${formatDate('2030-05-07', MX)} en OXXO`),
    );
    const applied = complaintInitFixture('in', undefined, undefined).orderDetail.list[2];
    // India's main order: 3 monthly instalments, the first paid, the second due in 5 days.
    expect(applied).toEqual({ title: 'Applied on', value: '2030-03-15' });
  });

  it('moves with the calendar: a year later the next payment is still 5 days away', () => {
    vi.setSystemTime(new Date(2031, 0, 28, 9, 0, 0));
    expect(repayDetailFixture('mx').repayDate).toBe('2031-02-02');
    expect(loanPlanStates('174', 1)).toEqual([['2031-02-02', 'next']]);
  });
});
