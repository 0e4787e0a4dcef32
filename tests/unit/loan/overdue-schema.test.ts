import * as v from 'valibot';
import { OptionalOverdueSchema } from '@/entities/loan-figures/overdue/schema';
import { LoanDetailsSchema } from '@/features/loan/api/get-loan-details';
import { RepayDetailSchema } from '@/features/repayment/api/get-repay-detail';

const read = (overdue: unknown) => v.parse(v.object({ overdue: OptionalOverdueSchema }), { overdue }).overdue;

const SENT = {
  days: 3,
  since: '2026-11-18',
  overdueAmount: 335117,
  charges: [
    { name: 'Interés moratorio', amount: 98, rate: 3.56, basis: 'sobre el pago vencido' },
    { name: ' IVA del interés moratorio ', amount: '16', basis: '16 % del interés moratorio' },
  ],
  totalToday: '335231',
  perDay: 38,
  asOf: '2026-11-21 09:30:00',
};

describe('contract §11: the optional `overdue` of loan details and the repay page', () => {
  it('reads every field: amounts in minor units (numbers or strings of one), rates a year, names trimmed', () => {
    expect(read(SENT)).toEqual({
      days: 3,
      since: '2026-11-18',
      overdueAmount: 335117,
      charges: [
        { name: 'Interés moratorio', amount: 98, rate: 3.56, basis: 'sobre el pago vencido' },
        {
          name: 'IVA del interés moratorio',
          amount: 16,
          rate: undefined,
          basis: '16 % del interés moratorio',
        },
      ],
      totalToday: 335231,
      perDay: 38,
      asOf: '2026-11-21 09:30:00',
    });
  });

  it('needs only the days and what settles it today', () => {
    expect(read({ days: '3', totalToday: 335231 })).toMatchObject({
      days: 3,
      totalToday: 335231,
      charges: [],
      overdueAmount: undefined,
      perDay: undefined,
    });
  });

  it('days written as a string of digits, spaces around them ignored', () => {
    expect(read({ days: ' 12 ', totalToday: 1 })?.days).toBe(12);
    expect(read({ days: 0, totalToday: 1 })?.days).toBe(0);
  });

  it('a rate left blank or null is no rate; a rate of zero is a rate; a basis left blank is no basis', () => {
    const charge = (fields: Record<string, unknown>) =>
      read({ ...SENT, charges: [{ name: 'Interés moratorio', amount: 98, ...fields }] })?.charges[0];
    expect(charge({ rate: '', basis: '  ' })).toEqual({ name: 'Interés moratorio', amount: 98 });
    expect(charge({ rate: ' ', basis: null })).toEqual({ name: 'Interés moratorio', amount: 98 });
    expect(charge({ rate: null })?.rate).toBeUndefined();
    expect(charge({ rate: 0 })?.rate).toBe(0);
    expect(charge({ rate: ' 3.56 ', basis: ' sobre el pago vencido ' })).toEqual({
      name: 'Interés moratorio',
      amount: 98,
      rate: 3.56,
      basis: 'sobre el pago vencido',
    });
  });

  it('no charges listed (null) reads as none', () => {
    expect(read({ ...SENT, charges: null })?.charges).toEqual([]);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['not an object', 'overdue'],
    ['a list', [SENT]],
    ['no totalToday', { ...SENT, totalToday: undefined }],
    ['a totalToday that is not minor units', { ...SENT, totalToday: 3352.31 }],
    ['negative days', { ...SENT, days: -1 }],
    ['days as a fraction', { ...SENT, days: 2.5 }],
    ['days as a fraction in a string', { ...SENT, days: '2.5' }],
    ['days in exponent notation', { ...SENT, days: '1e3' }],
    ['days in hexadecimal', { ...SENT, days: '0x10' }],
    ['days as words', { ...SENT, days: 'three' }],
    ['a negative rate', { ...SENT, charges: [{ name: 'Interés', amount: 98, rate: -3.56 }] }],
    ['a rate beyond any number', { ...SENT, charges: [{ name: 'Interés', amount: 98, rate: Infinity }] }],
    ['a rate of words', { ...SENT, charges: [{ name: 'Interés', amount: 98, rate: 'alto' }] }],
    ['a charge without a name', { ...SENT, charges: [{ name: ' ', amount: 98 }] }],
    ['a charge amount that is not minor units', { ...SENT, charges: [{ name: 'Interés', amount: '0.98' }] }],
    ['a rate that is not a number', { ...SENT, charges: [{ name: 'Interés', amount: 98, rate: 'x' }] }],
    ['charges that are not a list', { ...SENT, charges: 'Interés' }],
    ['a perDay that is not minor units', { ...SENT, perDay: '0.38' }],
  ])('%s: absent, whole (never part of its figures)', (_case, overdue) => {
    expect(read(overdue)).toBeUndefined();
  });

  it('a wrong-shaped `overdue` never fails the loan details or the repay answer', () => {
    const details = v.parse(LoanDetailsSchema, { orderStatus: '180', overdue: { days: 'three' } });
    expect(details.overdue).toBeUndefined();
    expect(details.orderStatus).toBe('180');
    const repay = v.parse(RepayDetailSchema, { repayAmount: 335117, overdue: { totalToday: 1.5, days: 3 } });
    expect(repay.overdue).toBeUndefined();
    expect(v.parse(RepayDetailSchema, { repayAmount: 335231, overdue: SENT }).overdue?.totalToday).toBe(
      335231,
    );
  });
});
