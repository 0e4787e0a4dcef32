import * as v from 'valibot';
import { minor, optionalMinor, serverDate } from '@/lib/http/schema-parts';

/** A count of days: a non-negative integer, or a string of one. */
const days = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))]),
  v.transform(Number),
  v.safeInteger(),
  v.minValue(0),
);

/** A percentage a year (contract §10, §11): a finite number or a numeric string; absent when blank. */
const rate = v.optional(
  v.pipe(
    v.nullable(v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim())])),
    v.transform((value) => (value === null || value === '' ? undefined : Number(value))),
    v.check((value) => value === undefined || (Number.isFinite(value) && value >= 0)),
  ),
  null,
);

const words = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value?.trim() || undefined),
  ),
  null,
);

const ChargeSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  amount: minor,
  rate,
  basis: words,
});

/** contract §11: what an overdue loan owes today, each charge by name, and what one more day adds. */
export const OverdueSchema = v.object({
  days,
  since: serverDate,
  overdueAmount: optionalMinor,
  charges: v.optional(
    v.pipe(
      v.nullable(v.array(ChargeSchema)),
      v.transform((value) => value ?? []),
    ),
    null,
  ),
  totalToday: minor,
  perDay: optionalMinor,
  asOf: serverDate,
});
export type Overdue = v.InferOutput<typeof OverdueSchema>;
export type OverdueCharge = Overdue['charges'][number];

/**
 * The optional `overdue` of loan details and the repay page, read leniently: missing, or of any wrong shape
 * (an amount that is not an integer of minor units, a charge without a name, no `totalToday`), it is absent,
 * whole: the page then shows the loan as its other fields state it, never part of these figures, and never
 * fails for them.
 */
export const OptionalOverdueSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const parsed = v.safeParse(OverdueSchema, value);
      return parsed.success ? parsed.output : undefined;
    }),
  ),
);
