import * as v from 'valibot';
import { recommendListCall } from './calls';
import { postLoanApi, type CallOptions } from '@/lib/http';
import { optionalMinor, optionalNumeric, text, wrappedListOf, requiredId } from '@/lib/http/schema-parts';

const RecommendedProductSchema = v.object({
  productId: requiredId,
  productName: text,
  productLogo: text,
  maxAmount: optionalMinor,
  maxTerm: optionalNumeric,
  loanRate: text,
  description: text,
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProductSchema>;

export const RecommendListSchema = wrappedListOf(RecommendedProductSchema);

/** contract §3: recommended products, no body. */
export function getRecommendList(options?: CallOptions) {
  return postLoanApi(recommendListCall.path, {}, RecommendListSchema, options);
}
