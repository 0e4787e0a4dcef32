import * as v from 'valibot';
import { loanConfirmCall } from './calls';
import { postLoanApi, type CallOptions } from '@/lib/http';
import {
  DetailRowSchema,
  flag,
  listOf,
  numeric,
  optionalNumeric,
  serverDate,
  text,
} from '@/lib/http/schema-parts';
import { OptionalKeyFactsSchema } from '@/lib/http/key-facts-schema';

const RepayPlanSchema = v.object({
  title: text,
  description: text,
  amount: optionalNumeric,
  pay_time: serverDate,
});
export type RepayPlan = v.InferOutput<typeof RepayPlanSchema>;

/** spec §3 "Loan confirm response". amount, periods and termUnit are required: submit sends them back. */
export const LoanConfirmSchema = v.object({
  firstPayTime: serverDate,
  amount: numeric,
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
  couNum: optionalNumeric,
  /** contract §7: what only the lender knows for the KFS / carátula; optional, read leniently. */
  keyFacts: OptionalKeyFactsSchema,
});
export type LoanConfirm = v.InferOutput<typeof LoanConfirmSchema>;

/** contract §3: confirm data; `isType: 1` only on the spec §4 reload. */
export function getLoanConfirm(
  productId: string | undefined,
  { reload = false, signal }: { reload?: boolean } & CallOptions = {},
) {
  return postLoanApi(
    loanConfirmCall.path,
    reload ? { productId, isType: 1 } : { productId },
    LoanConfirmSchema,
    { signal },
  );
}
