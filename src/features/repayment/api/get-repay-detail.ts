import * as v from 'valibot';
import { postLoanApi } from '@/lib/http';
import {
  ChannelGroupSchema,
  DetailRowSchema,
  listOf,
  MinorAmountSchema,
  ServerDateSchema,
  TextSchema,
} from './schemas';

/** spec §3: Installment plan response. */
export const RepayDetailSchema = v.object({
  repayAmount: MinorAmountSchema,
  productName: TextSchema,
  repayDate: ServerDateSchema,
  productLogo: TextSchema,
  detail: listOf(DetailRowSchema),
  repayList: listOf(ChannelGroupSchema),
  noticeMsg: TextSchema,
});
export type RepayDetail = v.InferOutput<typeof RepayDetailSchema>;

export interface LoanOrderQuery {
  productId: string;
  orderId: string;
}

/** contract §3: POST /v3/installment/loan-play-detail {productId, orderId}. */
export function getRepayDetail({ productId, orderId }: LoanOrderQuery): Promise<RepayDetail> {
  return postLoanApi('/v3/installment/loan-play-detail', { productId, orderId }, RepayDetailSchema);
}
