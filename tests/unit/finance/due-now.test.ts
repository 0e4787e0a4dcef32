import { dueNow, scheduleRows } from '@/entities/loan-figures/finance/schedule';

/**
 * 12:00 UTC on 21 Nov 2026: 06:00 in Mexico City and 17:30 in India, the same calendar day on either
 * lender's clock, so these figures hold whichever market the session is in.
 */
const now = Date.parse('2026-11-21T12:00:00Z');

describe('what is due now (the repay page’s amount)', () => {
  it('nothing overdue: the next open instalment, and every open one left', () => {
    expect(
      dueNow(
        [
          { date: '2026-10-21', amount: 100_000, paid: true },
          { date: '2027-01-21', amount: 120_000 },
          { date: '2026-12-21', amount: 110_000 },
        ],
        now,
      ),
    ).toEqual({ amount: 110_000, date: '2026-12-21', overdue: false, left: { count: 2, total: 230_000 } });
  });

  it('overdue instalments together clear the arrears, dated by the earliest; a paid one is not owed', () => {
    expect(
      dueNow(
        [
          { date: '2026-12-21', amount: 100_000 },
          { date: '2026-11-20', amount: 100_000 },
          { date: '2026-09-20', amount: 100_000, paid: true },
          { date: '2026-10-20', amount: 95_000 },
        ],
        now,
      ),
    ).toEqual({ amount: 195_000, date: '2026-10-20', overdue: true, left: { count: 3, total: 295_000 } });
  });

  it('the server saying an instalment is overdue counts, whatever its date', () => {
    const due = dueNow(
      [
        { date: '2026-12-21', amount: 100_000, overdue: true },
        { date: '2027-01-21', amount: 100_000 },
      ],
      now,
    );
    expect(due).toMatchObject({ amount: 100_000, date: '2026-12-21', overdue: true });
  });

  it('reads amounts sent as text in minor units', () => {
    expect(dueNow([{ date: '2026-12-21', amount: '150000' }], now)).toMatchObject({
      amount: 150_000,
      left: { count: 1, total: 150_000 },
    });
  });

  it.each([
    ['an empty text', ''],
    ['blank text', '  '],
    ['a fraction of a minor unit', '1500.5'],
    ['not a number', 'mil'],
    ['nothing', null],
  ])('says nothing rather than guess when an amount due is %s', (_, amount) => {
    expect(dueNow([{ date: '2026-12-21', amount }], now)).toBeNull();
  });

  it('says nothing when one of the overdue instalments states no amount', () => {
    expect(
      dueNow(
        [
          { date: '2026-10-20', amount: 100_000 },
          { date: '2026-11-20', amount: undefined },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('a later instalment without an amount leaves the total left unknown, not short', () => {
    expect(
      dueNow(
        [
          { date: '2026-12-21', amount: 100_000 },
          { date: '2027-01-21', amount: undefined },
        ],
        now,
      ),
    ).toEqual({ amount: 100_000, date: '2026-12-21', overdue: false, left: { count: 2, total: undefined } });
  });

  it('a loan fully paid has nothing due', () => {
    expect(dueNow([{ date: '2026-10-21', amount: 100_000, paid: true }], now)).toBeNull();
    expect(dueNow([], now)).toBeNull();
  });
});

describe('repayment schedule: the lender’s calendar days', () => {
  it('an instalment due yesterday evening is a day overdue this morning, not due today', () => {
    const [row] = scheduleRows([{ date: '2026-11-20 23:00:00', amount: 1 }], now);
    expect(row).toMatchObject({ state: 'overdue', daysFromToday: -1 });
  });

  it('two instalments on one day keep the plan’s order', () => {
    const rows = scheduleRows(
      [
        { title: 'b', date: '2026-12-21', amount: 1 },
        { title: 'a', date: '2026-12-21', amount: 2 },
        { title: 'c', date: '2026-12-21', amount: 3 },
      ],
      now,
    );
    expect(rows.map((row) => [row.title, row.state])).toEqual([
      ['b', 'next'],
      ['a', 'upcoming'],
      ['c', 'upcoming'],
    ]);
  });
});
