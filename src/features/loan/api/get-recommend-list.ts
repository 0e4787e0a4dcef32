import * as v from 'valibot';
import { calls } from '@/config/calls';
import { ApiError, loanCall, type SendOptions } from '@/lib/http';
import { noteApiFailure } from '@/lib/http/api-error';
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

/** An offer that can stand beside others: it names its lender, its APR or CAT and the example it is for. */
export type ComparableProduct = RecommendedProduct &
  Required<Pick<RecommendedProduct, 'lender' | 'apr' | 'example'>>;

const isComparable = (product: RecommendedProduct): product is ComparableProduct =>
  product.lender !== undefined && product.apr !== undefined && product.example !== undefined;

/**
 * contract §10: both markets ask every offer shown beside others to state its lender, its APR or CAT and the
 * example it is computed for. An entry without one of them is left out, never shown with another rate in its
 * place, and the answer is reported once as a broken contract (the invalid-response report), naming the
 * products left out and what each lacked.
 */
export function keepComparable(
  answer: RecommendList,
  what: string,
): RecommendList & { list: ComparableProduct[] } {
  const list = answer.list.filter(isComparable);
  if (list.length < answer.list.length) {
    const left = answer.list
      .filter((product) => !isComparable(product))
      .map((product) => {
        const missing = (['lender', 'apr', 'example'] as const).filter(
          (field) => product[field] === undefined,
        );
        return `${product.productId} (no ${missing.join(', ')})`;
      });
    noteApiFailure(
      new ApiError('invalid', `Invalid response from ${what}: offers left out: ${left.join('; ')}`),
    );
  }
  return { ...answer, list };
}

/** contract §3: recommended products, no body; the offers a borrower can compare (contract §10). */
export async function getRecommendList(options?: SendOptions) {
  return keepComparable(
    await loanCall(calls.recommendList, RecommendListSchema, {}, options),
    calls.recommendList.path,
  );
}
