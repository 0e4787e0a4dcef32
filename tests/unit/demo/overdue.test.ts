import { demoLoanFor } from '@/demo/fixtures/demo-loan';
import { overdueFixture } from '@/demo/fixtures/overdue';
import { loanDetailsFixture } from '@/demo/fixtures/loan';
import { repayDetailFixture } from '@/demo/fixtures/repayment';

/** 21 Nov 2026, 09:30:20 in Mexico City (UTC−6); 21:00:20 the same day in India (UTC+5:30). */
const NOW = Date.parse('2026-11-21T15:30:20Z');

describe('the demo’s overdue figures follow the loan’s own key facts', () => {
  it('Mexico: interés moratorio at the carátula’s 3.56 % a year on the overdue payment, plus its 16 % IVA', () => {
    // $3,351.17 overdue 3 days. Moratorio: 3,351.17 × 3.56 % × 3 ÷ 365 = $0.98056… → $0.98;
    // its IVA: 16 % × 0.98 = $0.1568 → $0.16; today: 3,351.17 + 0.98 + 0.16 = $3,352.31.
    // One more day: 3,351.17 × 3.56 % × 4 ÷ 365 = $1.3074… → $1.31, IVA $0.2096… → $0.21: charges $1.52,
    // so tomorrow adds 1.52 − 1.14 = $0.38.
    const overdue = overdueFixture(demoLoanFor('mx', '7'), 335117, 3, '2026-11-18', NOW);
    expect(overdue).toEqual({
      days: 3,
      since: '2026-11-18',
      overdueAmount: 335117,
      charges: [
        { name: 'Interés moratorio', amount: 98, rate: 3.56, basis: 'sobre el pago vencido' },
        { name: 'IVA del interés moratorio', amount: 16, basis: '16 % del interés moratorio' },
      ],
      totalToday: 335231,
      perDay: 38,
      // contract §11: the lender's wall time with its offset, to the minute.
      asOf: '2026-11-21T09:30:00-06:00',
    });
  });

  it('India: the penal charge at the KFS’s 24 % a year on the overdue EMI only, simple, no GST', () => {
    // EMI 2 of 3, ₹6,692.97, overdue 3 days: 6,692.97 × 24 % × 3 ÷ 365 = ₹13.2026… → ₹13.20; nothing on
    // the EMI not yet due, nothing on the charge itself. Today: 6,692.97 + 13.20 = ₹6,706.17.
    // One more day: 6,692.97 × 24 % × 4 ÷ 365 = ₹17.6034… → ₹17.60, so tomorrow adds ₹4.40.
    const overdue = overdueFixture(demoLoanFor('in', '7'), 669297, 3, '2026-11-18', NOW);
    expect(overdue.charges).toEqual([
      {
        name: 'Penal charge on delayed payment',
        amount: 1320,
        rate: 24,
        basis: 'on the overdue instalment only, from the day after the due date (no penal interest)',
      },
    ]);
    expect(overdue.totalToday).toBe(670617);
    expect(overdue.perDay).toBe(440);
    expect(overdue.asOf).toBe('2026-11-21T21:00:00+05:30');
    // Not compounded: 30 days is ten times 3 days' charge (to the paisa's rounding), not more.
    const month = overdueFixture(demoLoanFor('in', '7'), 669297, 30, '2026-10-22', NOW);
    expect(month.charges[0]!.amount).toBe(13203); // 6,692.97 × 24 % × 30 ÷ 365 = ₹132.0257… → ₹132.03
  });

  it.each(['mx', 'in'] as const)(
    '%s: the status-180 order carries the same figures on loan details and repay',
    (market) => {
      const orderId = market === 'mx' ? 'MX1' : 'IN1';
      const details = loanDetailsFixture(market, '7', orderId, '180', false);
      const repay = repayDetailFixture(market, { productId: '7', orderId, status: '180' });
      expect(details.overdue).toBeDefined();
      expect({ ...details.overdue, asOf: '' }).toEqual({ ...repay.overdue, asOf: '' });
      expect(repay.repayAmount).toBe(repay.overdue!.totalToday);
      expect(details.overdue!.days).toBe(3);
      expect(loanDetailsFixture(market, '7', orderId, '174', false).overdue).toBeUndefined();
    },
  );
});
