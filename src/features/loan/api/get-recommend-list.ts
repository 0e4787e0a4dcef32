import * as v from 'valibot';
import { calls } from '@/config/calls';
import { loanCall, type SendOptions } from '@/lib/http';
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
export function getRecommendList(options?: SendOptions) {
  return loanCall(calls.recommendList, RecommendListSchema, {}, options);
}
