import * as v from 'valibot';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { calls } from '@/config/calls';
import { loanCall, type SendOptions } from '@/lib/http';
import { DetailRowSchema, listOf, minor, serverDate, text } from '@/lib/http/schema-parts';
import { OptionalOverdueSchema } from '@/entities/loan-figures/overdue/schema';
import { ChannelGroupSchema } from './schemas';

/** Instalment states the server may state; anything else leaves the state to the dates. */
export const PLAN_STATUSES = ['paid', 'due', 'overdue'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Beyond spec §3: one instalment of the plan (amount in minor units, date, optional status). */
export const RepayPlanItemSchema = v.object({
  title: text,
  amount: minor,
  date: serverDate,
  status: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim().toLowerCase()),
        v.picklist(PLAN_STATUSES),
      ),
    ),
    undefined,
  ),
});
export type RepayPlanItem = v.InferOutput<typeof RepayPlanItemSchema>;

/** spec §3: Installment plan response. */
export const RepayDetailSchema = v.object({
  repayAmount: minor,
  productName: text,
  repayDate: serverDate,
  productLogo: text,
  /** contract §10: who lends; absent or unusable, the market's profile names the lender. */
  lender: OptionalLenderSchema,
  detail: listOf(DetailRowSchema),
  repayList: listOf(ChannelGroupSchema),
  noticeMsg: text,
  /** Optional and tolerant. A plan that is not a list of well-formed instalments is dropped whole
   * (a schedule with a row missing would mislead) and the page shows what the spec defines. */
  repayPlan: v.fallback(v.optional(v.nullable(v.array(RepayPlanItemSchema))), undefined),
  /** contract §11: an overdue loan's figures today; a wrong shape reads as absent. */
  overdue: OptionalOverdueSchema,
});
export type RepayDetail = v.InferOutput<typeof RepayDetailSchema>;

export interface LoanOrderQuery {
  productId: string;
  orderId: string;
}

/** contract §3: POST /v3/installment/loan-play-detail {productId, orderId}. */
export function getRepayDetail(
  { productId, orderId }: LoanOrderQuery,
  options?: SendOptions,
): Promise<RepayDetail> {
  return loanCall(calls.repayDetail, RepayDetailSchema, { productId, orderId }, options);
}
