import * as v from 'valibot';
import { postLoanApi } from '@/lib/http';
import type { LoanOrderQuery } from './get-repay-detail';
import { ChannelGroupSchema, listOf, MinorAmountSchema, ServerDateSchema, TextSchema } from './schemas';

/** spec §3: repayPlan entries (title, amount, remark, time). */
export const DelayPlanItemSchema = v.object({
  title: TextSchema,
  amount: v.optional(v.nullable(MinorAmountSchema)),
  remark: TextSchema,
  time: ServerDateSchema,
});
export type DelayPlanItem = v.InferOutput<typeof DelayPlanItemSchema>;

/** spec §3: Delay detail response. */
export const DelayDetailSchema = v.object({
  productLogo: TextSchema,
  productName: TextSchema,
  delayInfo: v.object({
    reviewer: TextSchema,
    delayAmount: MinorAmountSchema,
    delayTime: ServerDateSchema,
  }),
  repayPlan: listOf(DelayPlanItemSchema),
  repayList: listOf(ChannelGroupSchema),
  noticeMsg: TextSchema,
  note: TextSchema,
});
export type DelayDetail = v.InferOutput<typeof DelayDetailSchema>;

/** contract §3: POST /v3/installment/loan-play-delay-detail {productId, orderId}. */
export function getDelayDetail({ productId, orderId }: LoanOrderQuery): Promise<DelayDetail> {
  return postLoanApi('/v3/installment/loan-play-delay-detail', { productId, orderId }, DelayDetailSchema);
}
