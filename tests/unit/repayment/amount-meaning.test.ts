import * as v from 'valibot';
import { RepayDetailSchema } from '@/features/repayment/api/get-repay-detail';
import { DelayDetailSchema } from '@/features/repayment/api/get-delay-detail';
import { amountMeaning, type LoanFigures } from '@/features/repayment/model/amount-meaning';
import { RequestType } from '@/features/repayment/model/request-type';

const repay = (data: Record<string, unknown>): LoanFigures => ({
  requestType: RequestType.Repay,
  repay: v.parse(RepayDetailSchema, { repayAmount: 335117, repayDate: '2026-12-03', ...data }),
});
const PAYOFF = {
  amount: 335004,
  parts: [
    { name: 'Capital', amount: 300000 },
    { name: 'Intereses', amount: 35004 },
  ],
  validUntil: '2026-11-28 23:59:59',
};

describe('what a reference’s amount pays, against the loan', () => {
  it('exactly what is due: the payment due, by its date', () => {
    expect(amountMeaning(335117, repay({}))).toEqual({
      kind: 'due',
      due: 335117,
      date: '2026-12-03',
      overdue: false,
      settlesLoan: false,
    });
  });

  it('less, or more, than is due: by how much, and what remains', () => {
    expect(amountMeaning(200000, repay({}))).toEqual({ kind: 'part', due: 335117, remains: 135117 });
    expect(amountMeaning(345000, repay({}))).toEqual({ kind: 'more', due: 335117, extra: 9883 });
  });

  it('the lender’s figure for the whole loan today, where it sends one', () => {
    expect(amountMeaning(335004, repay({ payoff: PAYOFF }))).toEqual({
      kind: 'payoff',
      validUntil: '2026-11-28 23:59:59',
    });
    // Without it, that amount is only less than is due.
    expect(amountMeaning(335004, repay({})).kind).toBe('part');
  });

  it('overdue: what settles it today is what is due, and it settles the loan when that is the lender’s figure', () => {
    const overdue = {
      days: 3,
      since: '2026-11-25',
      overdueAmount: 335117,
      totalToday: 335231,
      asOf: '2026-11-28',
    };
    expect(amountMeaning(335231, repay({ overdue }))).toMatchObject({
      kind: 'due',
      overdue: true,
      settlesLoan: false,
    });
    expect(
      amountMeaning(
        335231,
        repay({ overdue, payoff: { ...PAYOFF, amount: 335231, parts: [{ name: 'Todo', amount: 335231 }] } }),
      ),
    ).toMatchObject({ kind: 'due', settlesLoan: true });
    // The instalment without its late charges is now less than is due.
    expect(amountMeaning(335117, repay({ overdue }))).toEqual({ kind: 'part', due: 335231, remains: 114 });
  });

  it('nothing due, and no figures at all', () => {
    expect(amountMeaning(1000, repay({ repayAmount: 0 }))).toEqual({ kind: 'nothingDue' });
    expect(amountMeaning(1000, null)).toEqual({ kind: 'unknown' });
  });

  it('an extension’s reference: its fee, or another amount', () => {
    const delay: LoanFigures = {
      requestType: RequestType.Delay,
      delay: v.parse(DelayDetailSchema, { delayInfo: { delayAmount: 17400, delayTime: '2026-12-10' } }),
    };
    expect(amountMeaning(17400, delay)).toEqual({ kind: 'extensionFee' });
    expect(amountMeaning(52000, delay)).toEqual({ kind: 'notExtensionFee', fee: 17400 });
  });
});
