import * as v from 'valibot';
import { postLoanApi } from '@/lib/http';
import { optionalNumeric, text, wrappedListOf } from '@/lib/http/schema-parts';

const RecommendedProductSchema = v.object({
  productId: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
  productName: text,
  productLogo: text,
  maxAmount: optionalNumeric,
  maxTerm: optionalNumeric,
  loanRate: text,
  description: text,
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProductSchema>;

export const RecommendListSchema = wrappedListOf(RecommendedProductSchema);

/** contract §3: recommended products, no body. */
export function getRecommendList() {
  return postLoanApi('/v3/product/recommend-list', {}, RecommendListSchema);
}
