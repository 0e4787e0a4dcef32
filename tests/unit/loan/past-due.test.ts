import { isPastDue } from '@/entities/loan-figures/overdue/past-due';

// Noon in Mexico City on 21 November 2026 (23:30 in Kolkata): the lender's today is the 21st in either market.
const NOW = Date.UTC(2026, 10, 21, 18, 0);
const line = (date: string, fields: { paid?: boolean; overdue?: boolean; amount?: number } = {}) => ({
  date,
  amount: 100_000,
  ...fields,
});

describe('isPastDue: whether what the repay page asks for is already late', () => {
  it('an unpaid instalment whose date has passed is late; one due today or later is not', () => {
    expect(isPastDue([line('2026-11-20'), line('2026-12-20')], undefined, NOW)).toBe(true);
    expect(isPastDue([line('2026-11-21'), line('2026-12-21')], undefined, NOW)).toBe(false);
  });

  it('a past instalment known to be paid is not late', () => {
    expect(isPastDue([line('2026-10-20', { paid: true }), line('2026-11-21')], undefined, NOW)).toBe(false);
  });

  it("the server's word wins over the date (the phone's clock can be wrong)", () => {
    expect(isPastDue([line('2026-11-25', { overdue: true })], undefined, NOW)).toBe(true);
    expect(isPastDue([line('2026-11-19', { overdue: false })], undefined, NOW)).toBe(false);
  });

  it('a late instalment is late even when the plan does not state its amount', () => {
    expect(isPastDue([{ date: '2026-11-20', amount: undefined }], undefined, NOW)).toBe(true);
  });

  it('with no plan, the due date decides', () => {
    expect(isPastDue([], '2026-11-20', NOW)).toBe(true);
    expect(isPastDue([], '2026-11-21', NOW)).toBe(false);
    expect(isPastDue([], undefined, NOW)).toBe(false);
  });

  it('a plan, when there is one, decides over the due date', () => {
    expect(isPastDue([line('2026-12-20')], '2026-11-20', NOW)).toBe(false);
  });
});
