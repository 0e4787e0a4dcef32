/**
 * An offer's representative example (contract §10: `example` and `instalment`), and how many payments repay
 * it. The contract sends the term and how often a payment falls, not their number: the number is stated only
 * where the two give it exactly (3 months paid monthly, 28 days paid fortnightly, one payment), never
 * estimated from a term that does not divide into whole periods.
 */
export type ExampleTermUnit = 'day' | 'week' | 'month';
export type ExampleFrequency = 'week' | 'fortnight' | 'month' | 'once';

export interface OfferExample {
  /** The amount lent, minor units. */
  amount: number;
  term: number;
  termUnit: ExampleTermUnit;
  /** What of the amount reaches the borrower's account (fees taken at disbursal left out), minor units. */
  netDisbursed?: number;
}

/** Whole periods of `size` in `term`, when it divides exactly. */
const whole = (term: number, size: number) => (term % size === 0 ? term / size : undefined);

/** The number of payments of `every` in the example's term; undefined when it is not a whole number. */
export function examplePayments(
  example: OfferExample,
  every: ExampleFrequency | undefined,
): number | undefined {
  const { term, termUnit } = example;
  if (every === 'once') return 1;
  if (every === undefined) return undefined;
  if (termUnit === every) return term;
  if (termUnit === 'day')
    // A quincena is 15 days, a fortnight 14: either divides a term of days exactly or gives no count.
    return every === 'week'
      ? whole(term, 7)
      : every === 'fortnight'
        ? (whole(term, 14) ?? whole(term, 15))
        : undefined;
  if (termUnit === 'week') return every === 'fortnight' ? whole(term, 2) : undefined;
  // A term of months: two quincenas a month.
  return every === 'fortnight' ? term * 2 : undefined;
}
