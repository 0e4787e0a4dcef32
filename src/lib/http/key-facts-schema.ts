import * as v from 'valibot';
import { serverDate, text } from './schema-parts';

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

/** One item of a list; an item of the wrong shape is dropped, never the whole list. */
function lenientList<T extends v.GenericSchema>(item: T) {
  return v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => {
          if (!Array.isArray(value)) return undefined;
          const items: v.InferOutput<T>[] = [];
          for (const entry of value) {
            const parsed = v.safeParse(item, entry);
            if (parsed.success) items.push(parsed.output);
          }
          return items;
        }),
      ),
    ),
    undefined,
  );
}

const FeeSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  amount: num,
  payableTo: v.fallback(v.optional(v.picklist(['lender', 'thirdParty'])), undefined),
  when: v.fallback(v.optional(v.picklist(['once', 'recurring'])), undefined),
  taxAmount: num,
});

const PenalChargeSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  amount: num,
  rate: num,
  basis: optionalText,
});

const ScheduleLineSchema = v.object({
  date: serverDate,
  principal: num,
  interest: num,
  instalment: num,
  balance: num,
});

/**
 * contract §7: what only the lender knows for India's Key Facts Statement and Mexico's carátula. Every
 * field is optional and read leniently: a field of the wrong shape is left out (and then listed as missing
 * on /testPreview), never guessed, and never fails the confirmation page.
 */
export const KeyFactsSchema = v.object({
  proposalNo: optionalText,
  validUntil: v.fallback(serverDate, undefined),
  sanctionedAmount: num,
  netDisbursed: num,
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

/** The optional `keyFacts` of a confirm response: missing, null or not an object reads as absent. */
export const OptionalKeyFactsSchema = v.fallback(v.optional(v.nullable(KeyFactsSchema)), undefined);
