import { scheduleRows } from '@/entities/loan-figures/finance/schedule';
import { Market } from '@/lib/session/market';
import { sessionStore } from '@/lib/session/session-store';

/** Noon of 21 Nov 2026 in Mexico City, the session's market's lender's zone. */
const today = Date.parse('2026-11-21T12:00:00-06:00');

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

  // contract §11: days are the lender's, whatever the phone's zone or the hour.
  it.each([
    ['00:30 in India', '2026-11-20T19:00:00Z'],
    ['23:30 in India', '2026-11-21T18:00:00Z'],
  ])('counts the lender’s calendar days at %s', (_, at) => {
    sessionStore.setState({ type: Market.india });
    const rows = scheduleRows(
      [
        { title: 'yesterday', date: '2026-11-20', amount: 1 },
        { title: 'today', date: '2026-11-21', amount: 1 },
      ],
      Date.parse(at),
    );
    expect(rows.map((row) => [row.title, row.state, row.daysFromToday])).toEqual([
      ['yesterday', 'overdue', -1],
      ['today', 'next', 0],
    ]);
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
