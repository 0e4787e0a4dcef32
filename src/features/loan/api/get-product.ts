import * as v from 'valibot';
import { productCall } from './calls';
import { postLoanApi, type CallOptions } from '@/lib/http';
import { optionalMinor, optionalNumeric, text } from '@/lib/http/schema-parts';

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
});
export type Product = v.InferOutput<typeof ProductSchema>;

export function getProduct(productId: string | undefined, options?: CallOptions) {
  return postLoanApi(productCall.path, { productId }, ProductSchema, options);
}
