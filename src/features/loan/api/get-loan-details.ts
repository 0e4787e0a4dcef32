import * as v from 'valibot';
import { postLoanApi } from '@/lib/http';
import { DetailRowSchema, flag, listOf, text } from './schema-parts';

/** spec §3 "Loan details response". */
export const LoanDetailsSchema = v.object({
  orderStatus: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
  ),
  noticeStatusText: text,
  noticeDesText: text,
  productName: text,
  productLogo: text,
  userOrderDetail: v.optional(
    v.pipe(
      v.nullable(v.object({ detail: listOf(DetailRowSchema) })),
      v.transform((value) => value ?? { detail: [] }),
    ),
    null,
  ),
  inside: text,
  isScore: flag,
  h5Url: text,
  isDelay: flag,
  isNewContract: text,
});
export type LoanDetails = v.InferOutput<typeof LoanDetailsSchema>;

export function getLoanDetails(productId: string | undefined, orderId: string | undefined) {
  return postLoanApi('/v3/loan-details/loan-details', { productId, orderId }, LoanDetailsSchema);
}
