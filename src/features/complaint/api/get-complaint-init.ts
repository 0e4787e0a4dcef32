import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, unwrap, type SendOptions } from '@/lib/http';
import { OptionalTextSchema, OptionSchema, TextSchema, TitledRowSchema } from './fields';

/** spec §3: the order the complaint is about. */
export const OrderDetailSchema = v.object({
  orderNo: TextSchema,
  productLogo: OptionalTextSchema,
  productName: OptionalTextSchema,
  status: OptionalTextSchema,
  /** spec §6: collection complaints only when this is 1. */
  isShow: OptionalTextSchema,
  list: v.optional(v.nullable(v.array(TitledRowSchema), []), []),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/**
 * spec §3 names orderList without its fields. Each entry carries the orderId that init takes, so switching
 * order re-runs init with it; orderNo and productName label the choice.
 */
export const OrderSummarySchema = v.object({
  orderId: TextSchema,
  orderNo: OptionalTextSchema,
  productName: OptionalTextSchema,
  productLogo: OptionalTextSchema,
  status: OptionalTextSchema,
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

export const ComplaintInitSchema = v.object({
  problemType: v.optional(v.nullable(v.array(OptionSchema), []), []),
  problemSonType: v.optional(v.nullable(v.array(OptionSchema), []), []),
  orderDetail: v.optional(v.nullable(OrderDetailSchema), null),
  orderList: v.optional(v.nullable(v.array(OrderSummarySchema), []), []),
});
export type ComplaintInit = v.InferOutput<typeof ComplaintInitSchema>;

/** spec §7: POST complaint init, payload orderId. */
export async function getComplaintInit(
  orderId: string | undefined,
  { signal }: SendOptions = {},
): Promise<ComplaintInit> {
  return unwrap(await formCall(calls.complaintInit, ComplaintInitSchema, { orderId }, { signal }));
}
