import * as v from 'valibot';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { calls } from '@/config/calls';
import { formCall, unwrap, type SendOptions } from '@/lib/http';
import { optionalMinor, serverDate, text } from '@/lib/http/schema-parts';
import { OptionalKeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';

const PlanEntrySchema = v.union([
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.finite())]),
    v.transform((date) => ({ date, amount: undefined as number | undefined })),
  ),
  v.pipe(
    v.object({ planDate: serverDate, date: serverDate, pay_time: serverDate, amount: optionalMinor }),
    v.transform((entry) => ({ date: entry.planDate ?? entry.date ?? entry.pay_time, amount: entry.amount })),
  ),
]);

/**
 * spec §3 Contract. planDate is one date for a single payment; a contract in periods may send a list of
 * dates or of `{ planDate, amount }`, so both are read into `plans`.
 */
export const ContractSchema = v.pipe(
  v.object({
    /** Beyond spec §3's list: the loan's number, as loan details and the statement name it. */
    orderNo: text,
    userName: text,
    productName: text,
    amount: optionalMinor,
    bankNo: text,
    daiDate: serverDate,
    planDate: v.optional(v.nullable(v.union([v.array(PlanEntrySchema), PlanEntrySchema]))),
    contractAmount: optionalMinor,
    commission: optionalMinor,
    Interest: optionalMinor,
    IVA: optionalMinor,
    giveAmount: optionalMinor,
    userAddress: text,
    contractDate: serverDate,
    company: text,
    /** contract §10: who lends; absent or unusable, the market's profile names the lender. */
    lender: OptionalLenderSchema,
    /** contract §7: the lender's key facts may ride with the signed contract too. */
    keyFacts: OptionalKeyFactsSchema,
  }),
  v.transform(({ planDate, ...contract }) => {
    const plans =
      planDate === null || planDate === undefined ? [] : Array.isArray(planDate) ? planDate : [planDate];
    return { ...contract, plans: plans.filter((plan) => plan.date !== '' && plan.date !== undefined) };
  }),
);
export type Contract = v.InferOutput<typeof ContractSchema>;

/** contract §3: GET /contract/detail with orderNo (wealth service). */
export async function getContract(
  orderNo: string | undefined,
  { signal }: SendOptions = {},
): Promise<Contract> {
  return unwrap(await formCall(calls.contract, ContractSchema, { orderNo }, { signal }));
}
