import * as v from 'valibot';
import { calls } from '@/config/calls';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { loanCall, type SendOptions } from '@/lib/http';
import type { RequestType } from '../model/request-type';
import { listOf, minor, serverDate, text } from '@/lib/http/schema-parts';

/** spec §3: Voucher generation response. */
export const VoucherSchema = v.object({
  topLogo: text,
  repayDetail: v.object({
    amount: v.optional(v.nullable(minor)),
    repayTitle: text,
    repayDes: text,
    repayCode: text,
    vCode: text,
    companyName: text,
    /** Beyond spec §3: when the reference stops being valid, if the server says. A value of the
     * wrong type is ignored rather than failing the voucher. */
    expireTime: v.fallback(serverDate, undefined),
    /** Beyond spec §3, optional (contract §9, model/pay-details.ts): the payee's UPI ID (VPA) for a UPI
     * channel, the CLABE for SPEI, the account number and IFSC for NEFT/IMPS, the account's holder and
     * bank, the reference to quote when vCode is one of those, and what a CoDi QR holds. A server that
     * sends none of them is read from vCode as before. */
    vpa: text,
    clabe: text,
    accountNumber: text,
    ifsc: text,
    accountName: text,
    bankName: text,
    reference: text,
    qrData: text,
    /** contract §10: the loan's own lender; absent, the lender the loan's other answers named stands. */
    lender: OptionalLenderSchema,
  }),
  dataList: listOf(v.object({ title: text, content: listOf(text) })),
  imgList: listOf(v.object({ title: text, eMail: text, content: listOf(text) })),
  bottomLogo: text,
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
export function generateVoucher(request: VoucherRequest, options?: SendOptions): Promise<Voucher> {
  return loanCall(calls.generateVoucher, VoucherSchema, { ...request }, options);
}
