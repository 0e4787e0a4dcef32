import * as v from 'valibot';
import { postLoanApi } from '@/lib/http';
import type { RequestType } from '../model/request-type';
import { listOf, MinorAmountSchema, ServerDateSchema, TextSchema } from './schemas';

/** spec §3: Voucher generation response. */
export const VoucherSchema = v.object({
  topLogo: TextSchema,
  repayDetail: v.object({
    amount: v.optional(v.nullable(MinorAmountSchema)),
    repayTitle: TextSchema,
    repayDes: TextSchema,
    repayCode: TextSchema,
    vCode: TextSchema,
    companyName: TextSchema,
    /** Issue 8, beyond spec §3: when the reference stops being valid, if the server says. A value of the
     * wrong type is ignored rather than failing the voucher. */
    expireTime: v.fallback(ServerDateSchema, undefined),
  }),
  dataList: listOf(v.object({ title: TextSchema, content: listOf(TextSchema) })),
  imgList: listOf(v.object({ title: TextSchema, eMail: TextSchema, content: listOf(TextSchema) })),
  bottomLogo: TextSchema,
});
export type Voucher = v.InferOutput<typeof VoucherSchema>;

export interface VoucherRequest {
  productId: string;
  orderId: string;
  /** Minor units. */
  amount: number;
  payCode: string;
  requestType: RequestType;
}

/** contract §3: POST /v3/loan-details/generate-vcode {productId, orderId, amount, payCode, requestType}. */
export function generateVoucher(request: VoucherRequest): Promise<Voucher> {
  const { productId, orderId, amount, payCode, requestType } = request;
  return postLoanApi(
    '/v3/loan-details/generate-vcode',
    { productId, orderId, amount, payCode, requestType },
    VoucherSchema,
  );
}
