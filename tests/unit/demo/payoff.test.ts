import { demoOrderCalendar, demoOrderId } from '@/demo/fixtures/loan';
import { orderOverdue } from '@/demo/fixtures/overdue';
import { payoffFixture } from '@/demo/fixtures/payoff';
import { repayDetailFixture } from '@/demo/fixtures/repayment';
import { routeExamples } from '@/app/route-examples';
import { paths } from '@/config/paths';

/** 9:30 in the morning in Mexico City (the lender's wall; the times are sent with its offset). */
const NOW = Date.parse('2026-11-21T09:30:20-06:00');
const sum = (parts: { amount: number }[]) => parts.reduce((total, part) => total + part.amount, 0);

/**
 * contract §12: the demo's lender works out what settles a loan today, from the loan's own figures; the
 * phone never does. These are its sums, by hand.
 */
describe('the demo’s figure for paying the whole loan today', () => {
  it('Mexico, one payment due in 5 days: the principal, 9 days’ interest, the commission and their IVA', () => {
    // $3,000 lent 9 days ago at 0.0065 % a day: 3,000 × 0.0065 % × 9 = $1.755 → $1.76 (the payment's is
    // 14 days', $2.73); the $300 commission is repaid with it; IVA 16 % × (1.76 + 300) = $48.2816 → $48.28.
    const payoff = payoffFixture(demoOrderCalendar('mx', '7', '174'), undefined, NOW);
    expect(payoff).toEqual({
      amount: 335004,
      parts: [
        { name: 'Capital pendiente', amount: 300000 },
        { name: 'Intereses al día de hoy', amount: 176 },
        { name: 'Comisión', amount: 30000 },
        { name: 'IVA', amount: 4828 },
      ],
      asOf: '2026-11-21T09:30:00-06:00',
      validUntil: '2026-11-21T23:59:59-06:00',
    });
  });

  it('India, EMI 2 of 3 due in 5 days: the unpaid principal and the interest since EMI 1 only, no GST', () => {
    const calendar = demoOrderCalendar('in', '7', '174');
    const payoff = payoffFixture(calendar, undefined, NOW)!;
    const unpaid = calendar.parts.filter((part) => !part.paid);
    expect(payoff.parts.map((part) => part.name)).toEqual(['Principal outstanding', 'Interest to today']);
    expect(payoff.parts[0]!.amount).toBe(sum(unpaid.map((part) => ({ amount: part.principal }))));
    // ₹13,346.03 outstanding for the 26 days since EMI 1 (day 30 of the loan, today day 56) at 0.0065 %.
    expect(payoff.parts[1]!.amount).toBe(Math.round((1334603 * 65 * 26) / 1_000_000));
    expect(payoff.amount).toBe(sum(payoff.parts));
    // Less than the two EMIs left: the interest not yet run is not charged.
    expect(payoff.amount).toBeLessThan(sum(unpaid));
  });

  it('overdue, what is late being all that is left: the same as what settles it today', () => {
    const calendar = demoOrderCalendar('mx', '7', '180');
    const overdue = orderOverdue(calendar)!;
    const payoff = payoffFixture(calendar, overdue, NOW)!;
    expect(payoff.amount).toBe(overdue.totalToday);
    expect(payoff.parts.at(-1)).toEqual({ name: 'Cargos por atraso', amount: 114 });
  });

  it('a loan with nothing left to pay has none', () => {
    expect(payoffFixture(demoOrderCalendar('mx', '7', '200'), undefined, NOW)).toBeUndefined();
  });

  it.each(['mx', 'in'] as const)(
    'every open demo loan (%s) sends it, its parts adding up to it',
    (market) => {
      for (const productId of ['7', '21'])
        for (const status of ['174', '180']) {
          const { payoff } = repayDetailFixture(market, {
            productId,
            orderId: demoOrderId(market, productId),
            status,
          });
          expect(payoff).toBeDefined();
          expect(sum(payoff!.parts)).toBe(payoff!.amount);
        }
    },
  );
});

describe('the demo’s example links carry an amount the demo’s loans owe', () => {
  it.each(['mx', 'in'] as const)(
    'the instructions and card repayment examples (%s): the main loan’s due amount',
    (market) => {
      const due = String(
        repayDetailFixture(market, { productId: '7', orderId: demoOrderId(market, '7') }).repayAmount,
      );
      for (const path of [paths.repayInstructions, paths.cardRepay]) {
        const example = routeExamples[path]!;
        const query = new URLSearchParams(market === 'in' ? (example.in ?? example.mx) : example.mx);
        expect(query.get('amount')).toBe(due);
      }
    },
  );
});
