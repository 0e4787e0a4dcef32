import { scheduleRows } from '@/entities/loan-figures/finance/schedule';

const today = new Date(2026, 10, 21);

describe('repayment schedule states', () => {
  it('orders by date and marks paid, overdue, next and upcoming', () => {
    const rows = scheduleRows(
      [
        { title: '3/4', date: '2026-12-21', amount: 100 },
        { title: '1/4', date: '2026-10-21', amount: 100, paid: true },
        { title: '4/4', date: '2027-01-21', amount: 100 },
        { title: '2/4', date: '2026-11-20', amount: 100 },
      ],
      today,
    );
    expect(rows.map((row) => [row.title, row.state, row.daysFromToday])).toEqual([
      ['1/4', 'paid', -31],
      ['2/4', 'overdue', -1],
      ['3/4', 'next', 30],
      ['4/4', 'upcoming', 61],
    ]);
  });

  it('an instalment due today is the next one, not overdue', () => {
    expect(scheduleRows([{ date: '2026-11-21', amount: 1 }], today)[0]!.state).toBe('next');
  });

  it('keeps rows without a date, at the end', () => {
    const rows = scheduleRows(
      [
        { date: null, amount: 1 },
        { date: '2026-12-01', amount: 2 },
      ],
      today,
    );
    expect(rows.map((row) => [row.amount, row.state])).toEqual([
      [2, 'next'],
      [1, 'upcoming'],
    ]);
  });
});
