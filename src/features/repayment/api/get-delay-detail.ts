import * as v from 'valibot';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { calls } from '@/config/calls';
import { loanCall, type SendOptions } from '@/lib/http';
import type { LoanOrderQuery } from './get-repay-detail';
import { listOf, minor, optionalMinor, serverDate, text } from '@/lib/http/schema-parts';
import { ChannelGroupSchema } from './schemas';

/** The tax on an amount as the server states it (contract §7), minor units; absent, nothing is said of a tax. */
const statedTax = optionalMinor;

/** spec §3: repayPlan entries (title, amount, remark, time); contract §7: each may state its own tax. */
export const DelayPlanItemSchema = v.object({
  title: text,
  amount: v.optional(v.nullable(minor)),
  taxAmount: statedTax,
  remark: text,
  time: serverDate,
});
export type DelayPlanItem = v.InferOutput<typeof DelayPlanItemSchema>;

/** spec §3: Delay detail response. */
export const DelayDetailSchema = v.object({
  productLogo: text,
  productName: text,
  /** contract §10: who lends; absent or unusable, the market's profile names the lender. */
  lender: OptionalLenderSchema,
  delayInfo: v.object({
    reviewer: text,
    delayAmount: minor,
    delayTime: serverDate,
    /** contract §7: the tax on the extension fee (Mexico's IVA, India's GST). */
    taxAmount: statedTax,
  }),
  repayPlan: listOf(DelayPlanItemSchema),
  repayList: listOf(ChannelGroupSchema),
  noticeMsg: text,
  note: text,
});
export type DelayDetail = v.InferOutput<typeof DelayDetailSchema>;

/** contract §3: POST /v3/installment/loan-play-delay-detail {productId, orderId}. */
export function getDelayDetail(
  { productId, orderId }: LoanOrderQuery,
  options?: SendOptions,
): Promise<DelayDetail> {
  return loanCall(calls.delayDetail, DelayDetailSchema, { productId, orderId }, options);
}
