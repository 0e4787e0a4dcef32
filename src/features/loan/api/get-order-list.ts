import * as v from 'valibot';
import { calls } from '@/config/calls';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { loanCall, type SendOptions } from '@/lib/http';
import { optionalMinor, serverDate, text, wrappedListOf, requiredId } from '@/lib/http/schema-parts';

/** The order list is not described by the spec: every field but the ids is optional. */
const OrderSchema = v.object({
  orderId: requiredId,
  productId: text,
  productName: text,
  productLogo: text,
  amount: optionalMinor,
  status: text,
  statusText: text,
  date: serverDate,
  /** contract §10: who lends; absent or unusable, the market's profile names the lender. */
  lender: OptionalLenderSchema,
});
export type OrderSummary = v.InferOutput<typeof OrderSchema>;

export const OrderListSchema = wrappedListOf(OrderSchema);

/** contract §3: order list, no body. */
export function getOrderList(options?: SendOptions) {
  return loanCall(calls.orderList, OrderListSchema, {}, options);
}
