import * as v from 'valibot';
import { calls } from '@/config/calls';
import { loanCall, type SendOptions } from '@/lib/http';
import { optionalMinor, optionalNumeric, text, requiredId } from '@/lib/http/schema-parts';
import { offerTermsEntries } from './offer-terms';

const RecommendedProductSchema = v.object({
  productId: requiredId,
  productName: text,
  productLogo: text,
  minAmount: optionalMinor,
  maxAmount: optionalMinor,
  minTerm: optionalNumeric,
  maxTerm: optionalNumeric,
  loanRate: text,
  description: text,
  ...offerTermsEntries,
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProductSchema>;

/**
 * A bare list, or `{ list, ranking }` (contract §10): `ranking` is the platform's own sentence on how the list
 * is ordered, shown as it comes; blank or not text, there is none.
 */
export const RecommendListSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? { list: value } : value)),
  v.object({
    list: v.array(RecommendedProductSchema),
    ranking: v.fallback(
      v.optional(
        v.pipe(
          v.unknown(),
          v.transform((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)),
        ),
      ),
      undefined,
    ),
  }),
);
export type RecommendList = v.InferOutput<typeof RecommendListSchema>;

/** contract §3: recommended products, no body. */
export function getRecommendList(options?: SendOptions) {
  return loanCall(calls.recommendList, RecommendListSchema, {}, options);
}
