import * as v from 'valibot';
import { optionalMinor, serverDate, text } from '@/lib/http/schema-parts';

/** A finite number, or a numeric string; anything else is left out (undefined). */
const num = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
        return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
      }),
    ),
  ),
  undefined,
);

/** true/false, 1/0, "yes"/"no"; anything else is unknown. */
const yesNo = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const word = String(value ?? '')
          .trim()
          .toLowerCase();
        if (value === true || word === '1' || word === 'true' || word === 'yes') return true;
        if (value === false || word === '0' || word === 'false' || word === 'no') return false;
        return undefined;
      }),
    ),
  ),
  undefined,
);

const optionalText = v.pipe(
  text,
  v.transform((value) => (value.trim() === '' ? undefined : value.trim())),
);

/**
 * An amount in minor units. Not lenient: an amount that is there but is not an integer (`123.45`, `"12a"`)
 * makes the whole answer a wrong shape. Left out, it would silently change the APR/CAT (a dropped
 * `netDisbursed` counts the whole loan as received); rounded, it would state a figure the lender never sent.
 */
const money = optionalMinor;

/** The item fields that hold money: a wrong one fails the answer instead of dropping its item. */
const MONEY_KEYS = new Set(['amount', 'taxAmount', 'principal', 'interest', 'instalment', 'balance']);

/**
 * One item of a list; an item of the wrong shape is dropped, never the whole list, except for a wrong
 * amount, which fails the answer (see `money`).
 */
function lenientList<T extends v.GenericSchema>(item: T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const value = dataset.value;
        if (!Array.isArray(value)) return undefined;
        const items: v.InferOutput<T>[] = [];
        for (const entry of value) {
          const parsed = v.safeParse(item, entry);
          if (parsed.success) items.push(parsed.output);
          else if (
            parsed.issues.some((issue) => issue.path?.some((step) => MONEY_KEYS.has(String(step.key))))
          ) {
            addIssue({ message: 'An amount is not an integer of minor units' });
            return NEVER;
          }
        }
        return items;
      }),
    ),
  );
}

const FeeSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  amount: money,
  payableTo: v.fallback(v.optional(v.picklist(['lender', 'thirdParty'])), undefined),
  when: v.fallback(v.optional(v.picklist(['once', 'recurring', 'extension'])), undefined),
  taxAmount: money,
});

const PenalChargeSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  amount: money,
  rate: num,
  basis: optionalText,
});

const ScheduleLineSchema = v.object({
  date: serverDate,
  principal: money,
  interest: money,
  instalment: money,
  balance: money,
});

/**
 * contract §7: what only the lender knows for India's Key Facts Statement and Mexico's carátula. Every
 * field is optional and read leniently: a field of the wrong shape is left out (and then listed as missing
 * on /testPreview), never guessed, and never fails the confirmation page; except an amount that is there
 * but not an integer of minor units, which makes the answer a wrong shape (see `money`).
 */
export const KeyFactsSchema = v.object({
  proposalNo: v.fallback(optionalText, undefined),
  validUntil: v.fallback(serverDate, undefined),
  sanctionedAmount: money,
  netDisbursed: money,
  apr: num,
  aprDate: v.fallback(serverDate, undefined),
  interestRate: num,
  interestType: v.fallback(v.optional(v.picklist(['fixed', 'floating'])), undefined),
  lateRate: num,
  fees: lenientList(FeeSchema),
  penalCharges: lenientList(PenalChargeSchema),
  foreclosure: v.fallback(
    v.optional(v.object({ allowed: yesNo, charge: num, from: optionalText })),
    undefined,
  ),
  transferable: yesNo,
  recoveryAgents: v.fallback(
    v.optional(
      v.union([
        v.pipe(v.string(), v.trim(), v.minLength(1)),
        v.pipe(
          v.array(v.unknown()),
          v.transform((names) =>
            names.filter((name): name is string => typeof name === 'string' && name.trim() !== ''),
          ),
        ),
      ]),
    ),
    undefined,
  ),
  serviceProvider: v.fallback(
    v.optional(v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1)), actsAsRecoveryAgent: yesNo })),
    undefined,
  ),
  schedule: lenientList(ScheduleLineSchema),
});
export type KeyFacts = v.InferOutput<typeof KeyFactsSchema>;
export type KeyFactsFee = NonNullable<KeyFacts['fees']>[number];
export type KeyFactsPenalCharge = NonNullable<KeyFacts['penalCharges']>[number];

/**
 * The optional `keyFacts` of a confirm response: missing, null or not an object reads as absent; an object
 * with a wrong amount fails the answer.
 */
export const OptionalKeyFactsSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }): KeyFacts | undefined => {
      const value = dataset.value;
      if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const parsed = v.safeParse(KeyFactsSchema, value);
      if (parsed.success) return parsed.output;
      addIssue({ message: `keyFacts: ${parsed.issues[0].message}` });
      return NEVER;
    }),
  ),
);
