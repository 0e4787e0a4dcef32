import * as v from 'valibot';
import { calls } from '@/config/calls';
import { loanCall, type SendOptions } from '@/lib/http';
import { optionalMinor, optionalNumeric, text } from '@/lib/http/schema-parts';
import { offerTermsEntries } from './offer-terms';

/** The product call is not described by the spec beyond productId: a tolerant shape. */
export const ProductSchema = v.object({
  productId: text,
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
export type Product = v.InferOutput<typeof ProductSchema>;

export function getProduct(productId: string | undefined, options?: SendOptions) {
  return loanCall(calls.product, ProductSchema, { productId }, options);
}
