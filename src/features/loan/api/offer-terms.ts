import * as v from 'valibot';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { KeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';
import { minor, numeric, serverDate } from '@/lib/http/schema-parts';

/** A finite number, or a numeric string; anything else is left out. */
const lenientNumber = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
        return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
      }),
    ),
  ),
  undefined,
);

/** One of `words`, written in any case, singular or plural (`Months`); anything else is left out. */
function lenientWord<const T extends string>(words: readonly T[]) {
  return v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => {
          const word = typeof value === 'string' ? value.trim().toLowerCase().replace(/s$/, '') : '';
          return (words as readonly string[]).includes(word) ? (word as T) : undefined;
        }),
      ),
    ),
    undefined,
  );
}

export const TERM_UNITS = ['day', 'week', 'month'] as const;
export type TermUnit = (typeof TERM_UNITS)[number];
export const INSTALMENT_FREQUENCIES = ['week', 'fortnight', 'month', 'once'] as const;
export type InstalmentFrequency = (typeof INSTALMENT_FREQUENCIES)[number];

/**
 * The representative repayment: not an object, it is absent; its amount, when there, must be an integer of
 * minor units (as every amount of contract §7), else the answer is a wrong shape rather than a figure the
 * lender never sent.
 */
const InstalmentSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const parsed = v.safeParse(
        v.object({ amount: minor, every: lenientWord(INSTALMENT_FREQUENCIES) }),
        value,
      );
      if (parsed.success) return parsed.output;
      if ((value as { amount?: unknown }).amount === undefined) return undefined;
      addIssue({ message: 'instalment: the amount is not an integer of minor units' });
      return NEVER;
    }),
  ),
);

/**
 * The representative loan that `apr` and `instalment` describe (contract §10): an amount lent in minor units
 * (above zero) and a term (a whole number above zero) in one of the term units. Anything short of all three
 * reads as absent: an example that does not say how much for how long tells the borrower nothing. Beside
 * them, optionally, `netDisbursed`: what of that amount reaches the borrower's account.
 */
const ExampleSchema = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
        const parsed = v.safeParse(
          v.object({
            amount: minor,
            term: v.pipe(numeric, v.integer(), v.minValue(1)),
            termUnit: lenientWord(TERM_UNITS),
            netDisbursed: v.fallback(v.optional(minor), undefined),
          }),
          value,
        );
        if (!parsed.success || parsed.output.amount <= 0 || !parsed.output.termUnit) return undefined;
        const { amount, term, termUnit, netDisbursed } = parsed.output;
        // What reaches the account of that loan (contract §7's netDisbursed): only a figure that could be.
        const received = netDisbursed !== undefined && netDisbursed > 0 && netDisbursed <= amount;
        return { amount, term, termUnit, ...(received ? { netDisbursed } : {}) };
      }),
    ),
  ),
  undefined,
);

/** Text that is there and not blank. */
const optionalLink = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)),
    ),
  ),
  undefined,
);

/**
 * contract §10: what an offer may say beside the spec's fields (product, each recommended product), all
 * optional and read leniently: a field of the wrong shape is left out and the page shows what it has. The
 * amount and term range stay in each response's own schema (the spec's fields).
 */
export const offerTermsEntries = {
  lender: OptionalLenderSchema,
  /** India's APR, or Mexico's CAT sin IVA, of the representative example, in percent; `aprDate` its date. */
  apr: lenientNumber,
  aprDate: v.fallback(serverDate, undefined),
  example: ExampleSchema,
  termUnit: lenientWord(TERM_UNITS),
  instalment: InstalmentSchema,
  /** As in the key facts (contract §7). */
  penalCharges: KeyFactsSchema.entries.penalCharges,
  keyFactsUrl: optionalLink,
};

export type OfferTerms = v.InferOutput<v.ObjectSchema<typeof offerTermsEntries, undefined>>;
