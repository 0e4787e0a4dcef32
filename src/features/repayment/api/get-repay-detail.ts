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

/**
 * contract §12: what settles the whole loan today, worked out by the lender, with what it is made of. Read
 * leniently and whole: an amount that is not a positive integer of minor units, a part without a name or
 * amount, or parts that do not add up to the amount, and it is absent; the page then says how to ask the
 * lender for it, never a figure of its own.
 */
export const PayoffSchema = v.pipe(
  v.object({
    amount: minor,
    parts: v.array(v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1)), amount: minor })),
    asOf: serverDate,
    validUntil: serverDate,
  }),
  v.check(({ amount, parts }) => amount > 0 && parts.reduce((sum, part) => sum + part.amount, 0) === amount),
);
export type Payoff = v.InferOutput<typeof PayoffSchema>;

const OptionalPayoffSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const parsed = v.safeParse(PayoffSchema, value);
      return parsed.success ? parsed.output : undefined;
    }),
  ),
);

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
  /** contract §12: paying the whole loan today; a wrong shape reads as absent. */
  payoff: OptionalPayoffSchema,
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
