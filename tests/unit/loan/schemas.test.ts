import fc from 'fast-check';
import * as v from 'valibot';
import {
  flag,
  listOf,
  numeric,
  optionalMinor,
  optionalNumeric,
  serverDate,
  text,
  wrappedListOf,
} from '@/lib/http/schema-parts';
import { LoanDetailsSchema } from '@/features/loan/api/get-loan-details';

describe('tolerant schema parts', () => {
  it('reads integers sent as numbers or numeric strings alike (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => {
        expect(v.parse(numeric, value)).toBe(value);
        expect(v.parse(numeric, String(value))).toBe(value);
      }),
    );
  });

  it.each(['', 'abc', '12a', '1e5', null, {}, Number.NaN])('refuses %j as a required number', (value) => {
    expect(v.safeParse(numeric, value).success).toBe(false);
  });

  it('treats missing, null and empty optional numbers as absent', () => {
    const schema = v.object({ value: optionalNumeric });
    expect(v.parse(schema, {})).toEqual({ value: undefined });
    expect(v.parse(schema, { value: null })).toEqual({ value: undefined });
    expect(v.parse(schema, { value: '' })).toEqual({ value: undefined });
    expect(v.parse(schema, { value: '12' })).toEqual({ value: 12 });
    expect(v.safeParse(schema, { value: 'x' }).success).toBe(false);
  });

  it('reads texts and flags loosely', () => {
    const schema = v.object({ name: text, on: flag });
    expect(v.parse(schema, {})).toEqual({ name: '', on: false });
    expect(v.parse(schema, { name: 42, on: '1' })).toEqual({ name: '42', on: true });
    expect(v.parse(schema, { name: null, on: 1 })).toEqual({ name: '', on: true });
    expect(v.parse(schema, { on: 0 }).on).toBe(false);
    expect(v.parse(schema, { on: true }).on).toBe(true);
  });

  it('treats missing, null and empty optional amounts and dates as absent, and keeps a present one', () => {
    const schema = v.object({ fee: optionalMinor, due: serverDate });
    expect(v.parse(schema, {})).toEqual({ fee: undefined, due: undefined });
    expect(v.parse(schema, { fee: null, due: null })).toEqual({ fee: undefined, due: undefined });
    expect(v.parse(schema, { fee: '', due: '' })).toEqual({ fee: undefined, due: undefined });
    expect(v.parse(schema, { fee: '30000', due: '2026-12-09' })).toEqual({ fee: 30000, due: '2026-12-09' });
    expect(v.parse(schema, { due: 1_796_774_400 }).due).toBe(1_796_774_400);
  });

  it('reads a flag sent with spaces around its 1', () => {
    expect(v.parse(v.object({ on: flag }), { on: ' 1 ' }).on).toBe(true);
  });

  it('reads a list that is missing or null as empty, and one sent bare or wrapped as { list } alike', () => {
    const rows = v.object({ rows: listOf(v.object({ id: v.number() })) });
    expect(v.parse(rows, {})).toEqual({ rows: [] });
    expect(v.parse(rows, { rows: null })).toEqual({ rows: [] });
    expect(v.parse(rows, { rows: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }] });
    const orders = wrappedListOf(v.object({ id: v.number() }));
    expect(v.parse(orders, [{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(v.parse(orders, { list: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    expect(v.safeParse(orders, { rows: [] }).success).toBe(false);
    expect(v.safeParse(orders, [{ id: 'x' }]).success).toBe(false);
  });

  it('reads a numeric order status as its string', () => {
    expect(v.parse(LoanDetailsSchema, { orderStatus: 180 }).orderStatus).toBe('180');
    expect(v.parse(LoanDetailsSchema, { orderStatus: '174', userOrderDetail: null }).userOrderDetail).toEqual(
      {
        detail: [],
      },
    );
  });

  it('reads the optional dated plan under either name, with a tri-state paid flag', () => {
    const plan = (data: Record<string, unknown>) =>
      v.parse(LoanDetailsSchema, { orderStatus: '174', ...data }).plan;
    expect(plan({})).toEqual([]);
    expect(
      plan({
        repayPlan: [
          { title: 'A', amount: '1000', pay_time: '2026-12-01', isPaid: 1 },
          { amount: 2000, time: 1_800_000_000, paid: false },
          { amount: 3000, date: '2027-01-01', isPaid: 'unknown' },
        ],
      }),
    ).toEqual([
      { title: 'A', amount: 1000, date: '2026-12-01', paid: true, overdue: undefined },
      { title: '', amount: 2000, date: 1_800_000_000, paid: false, overdue: undefined },
      { title: '', amount: 3000, date: '2027-01-01', paid: undefined, overdue: undefined },
    ]);
    expect(plan({ repay_plans: [{ amount: 5, pay_time: '2026-12-01', paid: true }] })).toEqual([
      { title: '', amount: 5, date: '2026-12-01', paid: true, overdue: undefined },
    ]);
    // A stated status: paid, due (open, not overdue whatever the phone's clock says) or overdue.
    expect(
      plan({
        repayPlan: ['PAID', 'due', 'overdue', 'late', 7].map((status) => ({
          amount: 5,
          date: '2026-12-01',
          status,
        })),
      }).map(({ paid, overdue }) => [paid, overdue]),
    ).toEqual([
      [true, undefined],
      [false, false],
      [false, true],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    // An empty item is dropped; an unreadable one drops the whole plan (a gap would mislead).
    expect(plan({ repayPlan: [{}, { amount: 5 }] })).toEqual([
      { title: '', amount: 5, date: undefined, paid: undefined, overdue: undefined },
    ]);
    expect(plan({ repayPlan: [{ amount: 5 }, { amount: 'x' }] })).toEqual([]);
    expect(plan({ repayPlan: { list: [] } })).toEqual([]);
    expect(plan({ repayPlan: null, repay_plans: 'no' })).toEqual([]);
  });
});
