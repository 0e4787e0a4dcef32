import * as v from 'valibot';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { calls } from '@/config/calls';
import { loanCallDated, type SendOptions } from '@/lib/http';
import {
  DetailRowSchema,
  flag,
  listOf,
  minor,
  numeric,
  optionalMinor,
  serverDate,
  text,
} from '@/lib/http/schema-parts';
import { OptionalKeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';

const RepayPlanSchema = v.object({
  title: text,
  description: text,
  amount: optionalMinor,
  pay_time: serverDate,
});
export type RepayPlan = v.InferOutput<typeof RepayPlanSchema>;

/** spec §3 "Loan confirm response". amount, periods and termUnit are required: submit sends them back. */
export const LoanConfirmSchema = v.object({
  firstPayTime: serverDate,
  amount: minor,
  periods: numeric,
  termUnit: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  isNeedPop: flag,
  sendSms: flag,
  details: listOf(DetailRowSchema),
  repay_plans: listOf(RepayPlanSchema),
  loanRate: text,
  ratemsg: text,
  amountDec: text,
  isNewContract: text,
  messageType: text,
  comProductLogo: text,
  comProductName: text,
  couNum: optionalMinor,
  /** contract §7: what only the lender knows for the KFS / carátula; optional, read leniently. */
  keyFacts: OptionalKeyFactsSchema,
  /** contract §10: who lends; absent or unusable, the market's profile names the lender. */
  lender: OptionalLenderSchema,
});
/**
 * The offer, with the server's clock when the answer said (its `Date` header): the day the APR/CAT and the
 * cost figures count from. Undefined: no app-computed rate (the phone's clock is no basis for one).
 */
export type LoanConfirm = v.InferOutput<typeof LoanConfirmSchema> & { serverDate?: Date };

/** contract §3: confirm data; `isType: 1` only on the spec §4 reload. */
export async function getLoanConfirm(
  productId: string | undefined,
  { reload = false, signal }: { reload?: boolean } & SendOptions = {},
): Promise<LoanConfirm> {
  const { data, serverDate } = await loanCallDated(
    reload ? calls.loanConfirmReload : calls.loanConfirm,
    LoanConfirmSchema,
    { productId },
    { signal },
  );
  return { ...data, serverDate };
}
